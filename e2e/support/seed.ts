/** The value, or a failed test saying what the demo seed lacks. */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo seed has no ${what}`);
  return value;
}
