/**
 * The site's router: the part of React Router this app used (declarative routes, links, the
 * address's query, history), in about 2 KB instead of its 12 KB gzipped in every page's first
 * download. Routes are matched by the site's route table (src/shared/routes.ts), the same
 * matcher the server uses for a page's status and metadata, so both always agree.
 */
export { Link, type LinkProps, Navigate } from "./link";
export type { Location, NavigateOptions, NavigationType, To } from "./location";
export {
  type NavigateFunction,
  Outlet,
  RouteProvider,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from "./router-context";
export { BrowserRouter, MemoryRouter, StaticRouter } from "./routers";
