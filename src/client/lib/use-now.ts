import { useSyncExternalStore } from "react";

/*
 * The current time for relative dates ("5m ago"). The server and the hydrating browser render at
 * different moments, so a time computed during render could differ between the two ("59s" on
 * one, "1m" on the other) and React would report a mismatch. useNow gives null on the server
 * and during hydration (show an absolute date then) and the current time right after, refreshed
 * every minute while something shows it. Pages drawn by the browser alone get the time at once.
 */

const TICK_MS = 60_000;

let now: Date | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function getSnapshot(): Date {
  now ??= new Date();
  return now;
}

function getServerSnapshot(): null {
  return null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = new Date();
    for (const notify of listeners) notify();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    timer = undefined;
    // The next reader after a pause starts from the time it mounts, not a stale one.
    now = null;
  };
}

/** The current time, or null while the page is server-rendered or hydrating. */
export function useNow(): Date | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
