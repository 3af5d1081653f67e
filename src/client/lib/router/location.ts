/**
 * Addresses inside the site, as the router and its links handle them. A `To` is what a link or
 * `navigate` receives: a path ("/blog/14?x=1#top"), a query or hash of the current page
 * ("?page=2", "#comments"), a path relative to the current one, or the parts as an object.
 */
export type To = string | Partial<Path>;

export interface Path {
  pathname: string;
  /** "" or "?…" */
  search: string;
  /** "" or "#…" */
  hash: string;
}

export interface Location extends Path {
  /** What the navigation that led here carried (`navigate(to, { state })`), or null. */
  state: unknown;
  /** The history entry's own key: "default" for an entry the router has not written. */
  key: string;
}

/** How the current location was reached: Back/Forward or the first load, a push, a replace. */
export type NavigationType = "POP" | "PUSH" | "REPLACE";

export interface NavigateOptions {
  /** Unset: a new history entry, unless the address is already the current one. */
  replace?: boolean;
  state?: unknown;
}

/** A link to another site (or another scheme): left to the browser. */
export const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf("#");
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf("?");
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

export function createPath({ pathname = "/", search = "", hash = "" }: Partial<Path>): string {
  return `${pathname}${search === "?" ? "" : search}${hash === "#" ? "" : hash}`;
}

const decodedPart = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/**
 * Whether two addresses of this site name the same page: the same path, the same query
 * parameters in the same order (however they are encoded: `%20` and `+` alike) and the same
 * hash.
 */
export function isSameAddress(a: string, b: string): boolean {
  const first = parsePath(a);
  const second = parsePath(b);
  const params = (search = "") => [...new URLSearchParams(search)].join("&");
  return (
    decodedPart(first.pathname ?? "/") === decodedPart(second.pathname ?? "/") &&
    params(first.search) === params(second.search) &&
    decodedPart(first.hash ?? "") === decodedPart(second.hash ?? "")
  );
}

/**
 * Where `to` leads from `currentPathname`. As in React Router: a query or hash alone stays on
 * the current path (and drops its query), a relative path continues the current one, and ".."
 * goes up a segment.
 */
export function resolveTo(to: To, currentPathname: string): Path {
  const parts = typeof to === "string" ? parsePath(to) : to;
  const search = normalize(parts.search ?? "", "?");
  const hash = normalize(parts.hash ?? "", "#");
  const target = parts.pathname;
  if (!target) return { pathname: currentPathname, search, hash };
  if (target.startsWith("/")) return { pathname: target, search, hash };
  const segments = currentPathname.split("/").filter(Boolean);
  for (const segment of target.split("/")) {
    if (segment === "..") segments.pop();
    else if (segment && segment !== ".") segments.push(segment);
  }
  const trailing = target.endsWith("/") && segments.length > 0 ? "/" : "";
  return { pathname: `/${segments.join("/")}${trailing}`, search, hash };
}

function normalize(part: string, prefix: "?" | "#"): string {
  if (!part || part === prefix) return "";
  return part.startsWith(prefix) ? part : `${prefix}${part}`;
}

/** Same form as React Router's keys (8 base-36 characters), which old history entries hold. */
export function createKey(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, "0");
}

/** What the router keeps in `history.state`: the navigation's state, the entry's key and index. */
export interface HistoryState {
  usr: unknown;
  key: string;
  idx: number;
}

export function readHistoryState(state: unknown): Partial<HistoryState> {
  return typeof state === "object" && state !== null ? (state as Partial<HistoryState>) : {};
}
