/**
 * The editor's "Publish at" field is a local date and time (an <input type="datetime-local">,
 * "2030-01-31T09:00"); the API speaks ISO 8601 in UTC. Empty means now.
 */

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as the field's local text, to the minute. */
export function toLocalInputValue(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The field's local text as an ISO instant; undefined when empty or not a time. */
export function fromLocalInputValue(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** "Scheduled for Jan 31, 2030, 9:00 AM GMT+1" when the time is ahead of now, else null. */
export function scheduledText(iso: string | undefined, now = Date.now()): string | null {
  if (!iso || new Date(iso).getTime() <= now) return null;
  // The reader's own time zone, named: the field it was typed in is local time too.
  const when = new Date(iso).toLocaleString(undefined, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return `Scheduled for ${when}`;
}
