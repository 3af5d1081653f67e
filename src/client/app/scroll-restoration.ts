import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "../lib/router";
import { createKey, readHistoryState } from "../lib/router/location";

/**
 * Scroll positions are remembered by the key of the history entry (`history.state.key`, which
 * the router writes). A page that is loaded as a new document (a reload, a typed address, a
 * link opened in the same tab) has no key of its own: the router calls it "default", so every
 * such page would share one remembered position and open part-way down, its title under the
 * sticky header.
 *
 * Before the router reads the history, give this document's entry a key of its own, unless the
 * browser is going back or forward to it: that entry keeps its key, so its position comes back.
 * The browser's own restoring is turned off: it would scroll before the page has its content
 * (and in Chromium a reload would open clamped part-way down the half-loaded document).
 */
export function prepareHistoryEntryForScroll(win: Window = window): void {
  win.history.scrollRestoration = "manual";
  const current = readHistoryState(win.history.state);
  if (isBackOrForward(win) && typeof current.key === "string") {
    const saved = readPositions(win)[current.key];
    if (saved !== undefined && saved > 0) holdPositionWhileLoading(win, saved);
    return;
  }
  win.history.replaceState(
    { ...current, usr: current.usr ?? null, key: createKey(), idx: current.idx ?? 0 },
    "",
  );
}

/**
 * Navigation state for a change that should leave the page where it is (a filter written into
 * the query string): `setSearchParams(params, { replace: true, state: KEEP_SCROLL_POSITION })`.
 * Every other new navigation starts at the top.
 */
export const KEEP_SCROLL_POSITION = { keepScrollPosition: true } as const;

function keepsScrollPosition(state: unknown): boolean {
  return typeof state === "object" && state !== null && "keepScrollPosition" in state;
}

/**
 * New navigations (links, redirects) start at the top, or at the element the address's #hash
 * names; Back and Forward bring back the position that history entry had when it was left.
 * Used once, in the layout around every page.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  /** The history entry whose page is on screen (null before the first commit). */
  const shownKey = useRef<string | null>(null);
  const positions = useRef<Record<string, number> | null>(null);
  const leaving = useRef<{ key: string; y: number } | null>(null);

  // The position of the page being left is read while rendering the next one, before React
  // replaces it: once the new page is in the document the browser may already have clamped the
  // position to its height. (Never on the server: the key is only set after the first commit.)
  if (shownKey.current !== null && shownKey.current !== location.key) {
    leaving.current = { key: shownKey.current, y: window.scrollY };
  }

  useLayoutEffect(() => {
    positions.current ??= readPositions(window);
    const saved = positions.current;
    if (leaving.current) {
      saved[leaving.current.key] = leaving.current.y;
      leaving.current = null;
    }
    const firstView = shownKey.current === null;
    shownKey.current = location.key;
    if (navigationType === "POP") {
      const y = saved[location.key];
      if (y !== undefined) return restorePosition(window, y);
      // The first view is where the browser put it (the top, or the #hash it scrolled to).
      if (firstView) return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) return target.scrollIntoView();
    }
    if (navigationType !== "POP" && keepsScrollPosition(location.state)) return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);

  // Leaving the document (a reload, another site, a typed address): keep this entry's
  // position for when Back or Forward returns to it.
  useEffect(() => {
    const savePosition = () => {
      const key = shownKey.current;
      if (key === null) return;
      positions.current ??= readPositions(window);
      positions.current[key] = window.scrollY;
      try {
        window.sessionStorage.setItem(POSITIONS_STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or blocked: positions are only a comfort.
      }
    };
    window.addEventListener("pagehide", savePosition);
    return () => window.removeEventListener("pagehide", savePosition);
  }, []);
}

function isBackOrForward(win: Window): boolean {
  const [entry] = win.performance?.getEntriesByType?.("navigation") ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === "back_forward";
}

/** Position per history entry key, for the tab's lifetime (the name React Router used: kept, so
 * positions saved before the site had its own router still come back). */
const POSITIONS_STORAGE_KEY = "react-router-scroll-positions";
/** How long a restored position waits for the page's content to arrive. */
const SETTLE_LIMIT_MS = 5000;

function readPositions(win: Window): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(win.sessionStorage.getItem(POSITIONS_STORAGE_KEY) ?? "{}");
    if (typeof stored !== "object" || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, number] => {
        return typeof entry[1] === "number";
      }),
    );
  } catch {
    return {};
  }
}

function restorePosition(win: Window, y: number): void {
  win.scrollTo(0, y);
  if (Math.abs(win.scrollY - y) >= 1) holdPositionWhileLoading(win, y);
}

/**
 * Back or Forward to a page whose code or data arrive later than its first render: the document
 * is still too short and the scroll stops early. Scroll again each time the document grows,
 * until the position is reached, the reader scrolls or navigates, or the time limit passes.
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
