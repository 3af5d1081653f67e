import { useEffect } from "react";

/**
 * React Router remembers scroll positions by the key of the history entry. A page that is loaded
 * as a new document (a reload, a typed address, a link opened in the same tab) has no key of its
 * own: the router calls it "default", so every such page shared one remembered position and
 * opened part-way down, its title under the sticky header.
 *
 * Before the router reads the history, give this document's entry a key of its own, unless the
 * browser is going back or forward to it: that entry keeps its key, so its position comes back.
 * The browser's own restoring is turned off: it would scroll before the page has its content.
 */
export function prepareHistoryEntryForScroll(win: Window = window): void {
  win.history.scrollRestoration = "manual";
  const state: unknown = win.history.state;
  const current = typeof state === "object" && state !== null ? (state as HistoryState) : {};
  if (isBackOrForward(win) && typeof current.key === "string") {
    const saved = savedPosition(win, current.key);
    if (saved !== null) holdPositionWhileLoading(win, saved);
    return;
  }
  win.history.replaceState(
    { ...current, usr: current.usr ?? null, key: newEntryKey(), idx: current.idx ?? 0 },
    "",
  );
}

/** What React Router keeps in `history.state`. */
interface HistoryState {
  usr?: unknown;
  key?: unknown;
  idx?: number;
}

function isBackOrForward(win: Window): boolean {
  const [entry] = win.performance?.getEntriesByType?.("navigation") ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === "back_forward";
}

/** Same form as the router's own keys (8 random base-36 characters). */
function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, "0");
}

/** Where React Router's ScrollRestoration stored this entry's position when the page was left. */
const POSITIONS_STORAGE_KEY = "react-router-scroll-positions";
/** How long a restored position waits for the page's content to arrive. */
const SETTLE_LIMIT_MS = 5000;

function savedPosition(win: Window, key: string): number | null {
  try {
    const positions: unknown = JSON.parse(
      win.sessionStorage.getItem(POSITIONS_STORAGE_KEY) ?? "{}",
    );
    const y = (positions as Record<string, unknown>)[key];
    return typeof y === "number" && y > 0 ? y : null;
  } catch {
    return null;
  }
}

/**
 * Back or Forward to a page loaded as a new document: the router scrolls to the saved position
 * at once, but the page's code and data arrive later, so the document is still too short and
 * the scroll stops early. Scroll again each time the document grows, until the position is
 * reached, the reader scrolls or navigates, or the time limit passes.
 */
function holdPositionWhileLoading(win: Window, y: number): void {
  const startUrl = win.location.href;
  const root = win.document.documentElement;
  const observer = new ResizeObserver(() => {
    if (win.location.href !== startUrl) return stop();
    win.scrollTo(0, y);
    if (Math.abs(win.scrollY - y) < 1) stop();
  });
  const timer = win.setTimeout(stop, SETTLE_LIMIT_MS);
  const userEvents = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  function stop() {
    observer.disconnect();
    win.clearTimeout(timer);
    for (const type of userEvents) win.removeEventListener(type, stop, true);
  }
  for (const type of userEvents) win.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(root);
  if (win.document.body) observer.observe(win.document.body);
}

/**
 * React Router's ScrollRestoration hands scrolling back to the browser ("auto") when the page is
 * hidden, so that a reload would restore the old position: in Chromium that lands a reloaded
 * page part-way down (clamped to the height of the half-loaded document). Put "manual" back
 * after it. Call this in the component that renders <ScrollRestoration />: a parent's effect
 * runs after its child's, so this listener runs after the router's.
 */
export function useManualScrollRestorationOnLeave(): void {
  useEffect(() => {
    const keepManual = () => {
      window.history.scrollRestoration = "manual";
    };
    window.addEventListener("pagehide", keepManual);
    return () => window.removeEventListener("pagehide", keepManual);
  }, []);
}
