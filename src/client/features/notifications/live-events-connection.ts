import type { LiveEvent } from "../../../shared/notifications";

/**
 * The page's one Server-Sent Events connection (GET /api/events). Browsers allow about six
 * connections per site over HTTP/1.1, shared by all tabs, so a tab holds one stream however
 * many parts of the page listen: the header's bell (the unread count) and a discussion page
 * (its new replies, ?threadId=). When the thread being read changes, the stream is reopened
 * with the new id. EventSource reconnects by itself after a drop.
 */
export interface LiveListener {
  /** The discussion whose new replies this listener wants. */
  threadId?: number;
  /**
   * The signed-in member the stream is for (the bell sets it): signing in or out opens the
   * stream again, so the server reads the new session.
   */
  viewerId?: number;
  onEvent(event: LiveEvent): void;
}

const listeners = new Set<LiveListener>();
let source: EventSource | null = null;
/** What the open stream was opened for: its address and the member. */
let sourceKey = "";

// zod and the shared schema load with the first event: a stream that stays quiet (a visitor
// reading a discussion nobody answers) never downloads them.
let parserPromise: Promise<(data: unknown) => LiveEvent | null> | null = null;
function loadParser() {
  parserPromise ??= import("../../../shared/notifications").then(
    ({ liveEventSchema }) =>
      (data: unknown) => {
        const parsed = liveEventSchema.safeParse(data);
        return parsed.success ? parsed.data : null;
      },
  );
  return parserPromise;
}

async function handleMessage(message: MessageEvent<string>) {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return;
  }
  const parse = await loadParser();
  const event = parse(data);
  if (!event) return;
  for (const listener of [...listeners]) listener.onEvent(event);
}

function urlFor(): string {
  if (listeners.size === 0) return "";
  const threadId = [...listeners].find((listener) => listener.threadId !== undefined)?.threadId;
  return threadId === undefined ? "/api/events" : `/api/events?threadId=${threadId}`;
}

function connect() {
  const url = urlFor();
  const viewerId = [...listeners].find((listener) => listener.viewerId !== undefined)?.viewerId;
  const key = url ? `${url}|${viewerId ?? ""}` : "";
  if (key === sourceKey) return;
  source?.close();
  source = null;
  sourceKey = key;
  if (!url || typeof EventSource === "undefined") return;
  source = new EventSource(url, { withCredentials: true });
  for (const type of ["reply", "unread", "signed-out"] as const)
    source.addEventListener(type, (message) => void handleMessage(message));
}

// Moving from one discussion to the next removes a listener and adds one in the same moment:
// the stream is reopened once, for the new one, instead of twice.
let pendingConnect: ReturnType<typeof setTimeout> | undefined;
function scheduleConnect() {
  clearTimeout(pendingConnect);
  pendingConnect = setTimeout(connect, 0);
}

/** Starts listening; returns the function that stops (the stream closes with its last listener). */
export function addLiveListener(listener: LiveListener): () => void {
  listeners.add(listener);
  scheduleConnect();
  return () => {
    listeners.delete(listener);
    scheduleConnect();
  };
}
