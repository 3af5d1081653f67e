import {
  type ReactNode,
  startTransition,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import {
  createKey,
  createPath,
  type HistoryState,
  isSameAddress,
  type Location,
  type NavigateOptions,
  type NavigationType,
  parsePath,
  readHistoryState,
} from "./location";
import { RouterProvider } from "./router-context";

interface Shown {
  location: Location;
  navigationType: NavigationType;
}

function locationOf(win: Window): Location {
  const entry = readHistoryState(win.history.state);
  return {
    pathname: win.location.pathname,
    search: win.location.search,
    hash: win.location.hash,
    state: entry.usr ?? null,
    key: typeof entry.key === "string" ? entry.key : "default",
  };
}

/**
 * The router of the browser: the address bar and the session history. Each navigation writes a
 * history entry with a key of its own (scroll positions are kept per key) and draws the new page
 * in a transition, so the page on screen stays until the next one's code has loaded instead of
 * giving way to a loading fallback.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown>(() => ({
    location: locationOf(window),
    navigationType: "POP",
  }));
  useLayoutEffect(() => {
    const showCurrentEntry = () =>
      startTransition(() => setShown({ location: locationOf(window), navigationType: "POP" }));
    window.addEventListener("popstate", showCurrentEntry);
    return () => window.removeEventListener("popstate", showCurrentEntry);
  }, []);
  const go = useCallback((path: string, options: NavigateOptions) => {
    const { state = null } = options;
    // Compared with the browser's current entry, not the page on screen: that one may still be
    // the previous page while the next one's code loads, and a second navigation to the
    // address just written (a form sent again once the app took over, a double press) must
    // not leave two entries of one page, where Back seems to do nothing.
    const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const replace = options.replace ?? isSameAddress(path, current);
    const index = readHistoryState(window.history.state).idx ?? 0;
    const entry: HistoryState = { usr: state, key: createKey(), idx: replace ? index : index + 1 };
    try {
      if (replace) window.history.replaceState(entry, "", path);
      else window.history.pushState(entry, "", path);
    } catch {
      // Safari limits history writes per interval; a full page load still gets there.
      window.location[replace ? "replace" : "assign"](path);
      return;
    }
    startTransition(() =>
      setShown({ location: locationOf(window), navigationType: replace ? "REPLACE" : "PUSH" }),
    );
  }, []);
  const back = useCallback((delta: number) => window.history.go(delta), []);
  const latestLocation = useCallback(() => locationOf(window), []);
  const value = useMemo(
    () => ({ ...shown, latestLocation, go, back }),
    [shown, latestLocation, go, back],
  );
  return <RouterProvider value={value}>{children}</RouterProvider>;
}

function locationAt(path: string, state: unknown = null, key = "default"): Location {
  const { pathname = "/", search = "", hash = "" } = parsePath(path);
  return { pathname, search, hash, state, key };
}

function refuseOnServer(): never {
  throw new Error("A page cannot navigate while it is rendered on the server");
}

/** The router of a server render: one fixed address ("/blog?page=2"). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(
    () => ({
      location: locationAt(location),
      navigationType: "POP" as const,
      latestLocation: () => locationAt(location),
      go: refuseOnServer,
      back: refuseOnServer,
    }),
    [location],
  );
  return <RouterProvider value={value}>{children}</RouterProvider>;
}

/** A history kept in memory, for tests of components that link or read the address. */
export function MemoryRouter({
  initialEntries = ["/"],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((path) => locationAt(path)),
    index: Math.max(0, initialEntries.length - 1),
    navigationType: "POP" as NavigationType,
  }));
  const go = useCallback((path: string, options: NavigateOptions) => {
    const { state = null } = options;
    setHistory(({ entries, index }) => {
      const shown = entries[index];
      const replace =
        options.replace ?? (shown !== undefined && isSameAddress(path, createPath(shown)));
      const kept = entries.slice(0, replace ? index : index + 1);
      return {
        entries: [...kept, locationAt(path, state, createKey())],
        index: kept.length,
        navigationType: replace ? "REPLACE" : "PUSH",
      };
    });
  }, []);
  const back = useCallback((delta: number) => {
    setHistory(({ entries, index }) => ({
      entries,
      index: Math.min(entries.length - 1, Math.max(0, index + delta)),
      navigationType: "POP",
    }));
  }, []);
  const location = history.entries[history.index] ?? locationAt("/");
  // Its entries change by state updates, drawn at once: the latest is the one shown.
  const latestLocation = useCallback(() => location, [location]);
  const value = useMemo(
    () => ({ location, navigationType: history.navigationType, latestLocation, go, back }),
    [location, history.navigationType, latestLocation, go, back],
  );
  return <RouterProvider value={value}>{children}</RouterProvider>;
}
