import { matchSiteRoute } from "../../shared/routes";
import { RouteProvider, useLocation } from "../lib/router";
import { RequireAccess } from "./guards";
import { RootLayout } from "./layout/root-layout";
import { NotFoundPage, PAGES_BY_PATH, PlannedPage } from "./pages";
import { RouteErrorBoundary } from "./route-error";

const NO_PARAMS: Readonly<Record<string, string>> = {};

/**
 * The page of the current address inside the site's layout: the route table's page
 * (src/shared/routes.ts, matched as the server matches it), behind the sign-in guard for `user`
 * and `admin` routes; any other address shows the not-found page. Drawn inside whichever router
 * holds the location: BrowserRouter in the browser, StaticRouter on the server.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const match = matchSiteRoute(pathname);
  let page = <NotFoundPage />;
  if (match) {
    const Page = PAGES_BY_PATH[match.route.path] ?? PlannedPage;
    page = <Page />;
    if (match.route.access !== "public") {
      page = <RequireAccess access={match.route.access}>{page}</RequireAccess>;
    }
  }
  return (
    <RouteErrorBoundary>
      <RouteProvider params={match?.params ?? NO_PARAMS} outlet={page}>
        <RootLayout />
      </RouteProvider>
    </RouteErrorBoundary>
  );
}
