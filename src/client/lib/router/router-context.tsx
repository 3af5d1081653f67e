import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import {
  createPath,
  type Location,
  type NavigateOptions,
  type NavigationType,
  resolveTo,
  type To,
} from "./location";

/** Moves to another address of the site: a path, or a step in the history (-1 is Back). */
export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  /**
   * The address last written, which may be ahead of `location`: a navigation writes the history
   * entry at once and draws its page in a transition, so for a moment the page on screen (and
   * every value its handlers closed over) still shows the address before.
   */
  latestLocation(): Location;
  /** Changes the address (`to` already resolved against the current location). */
  go(path: string, options: NavigateOptions): void;
  back(delta: number): void;
}

const RouterContext = createContext<RouterState | null>(null);

/** What the matched route hands down: its parameters and the page drawn in its Outlet. */
interface RouteState {
  params: Readonly<Record<string, string | undefined>>;
  outlet: ReactNode;
}

const RouteContext = createContext<RouteState>({ params: {}, outlet: null });

export function RouterProvider({ value, children }: { value: RouterState; children: ReactNode }) {
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Gives the tree below the route's parameters and what its `<Outlet />` draws. */
export function RouteProvider({ params, outlet, children }: RouteState & { children: ReactNode }) {
  const value = useMemo(() => ({ params, outlet }), [params, outlet]);
  return <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
}

function useRouter(hook: string): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() may be used only inside a router`);
  return router;
}

export function useLocation(): Location {
  return useRouter("useLocation").location;
}

export function useNavigationType(): NavigationType {
  return useRouter("useNavigationType").navigationType;
}

export function useNavigate(): NavigateFunction {
  const { location, go, back } = useRouter("useNavigate");
  const { pathname } = location;
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === "number") return back(to);
      go(createPath(resolveTo(to, pathname)), options);
    },
    [pathname, go, back],
  ) as NavigateFunction;
}

/** The current route's `:name` parameters, decoded. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(RouteContext).params;
}

/** The page of the matched route, where a layout or guard draws it. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

type SearchParamsInit = string | URLSearchParams | Record<string, string | string[]>;

function createSearchParams(init: SearchParamsInit): URLSearchParams {
  if (typeof init === "string" || init instanceof URLSearchParams) return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  return params;
}

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/**
 * The query string as URLSearchParams, and a setter that navigates to the new query. Given a
 * function, the setter hands it the query last written on this page, not the one on screen: two
 * changes in quick succession (a tab, then a filter, before the first is drawn) both stay. The
 * third value reads that latest query, for a change that depends on it in other ways.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams, () => URLSearchParams] {
  const { location, latestLocation } = useRouter("useSearchParams");
  const { search, pathname } = location;
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const readLatest = useCallback(() => {
    const latest = latestLocation();
    // Another page opened meanwhile: its query is not this page's to build on.
    return new URLSearchParams(latest.pathname === pathname ? latest.search : search);
  }, [latestLocation, pathname, search]);
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === "function" ? next(readLatest()) : next;
      navigate(`?${createSearchParams(init)}`, options);
    },
    [navigate, readLatest],
  );
  return [searchParams, setSearchParams, readLatest];
}
