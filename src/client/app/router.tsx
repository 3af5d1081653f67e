import { type RouteObject, useRoutes } from "react-router";
import { type RouteAccess, SITE_ROUTES } from "../../shared/routes";
import { RequireAccess } from "./guards";
import { RootLayout } from "./layout/root-layout";
import { NotFoundPage, PAGES_BY_PATH, PlannedPage } from "./pages";
import { RouteErrorBoundary } from "./route-error";

/** One route per SITE_ROUTES entry (the route table in src/shared/routes.ts). */
function pageRoutes(access: RouteAccess): RouteObject[] {
  return SITE_ROUTES.filter((route) => route.access === access).map((route) => {
    const Page = PAGES_BY_PATH[route.path] ?? PlannedPage;
    return { path: route.path, element: <Page /> };
  });
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...pageRoutes("public"),
      { element: <RequireAccess access="user" />, children: pageRoutes("user") },
      { element: <RequireAccess access="admin" />, children: pageRoutes("admin") },
      // Any other path shows the not-found page.
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/**
 * The site's routes, drawn inside whichever router holds the location: BrowserRouter in the
 * browser, StaticRouter on the server. React Router's declarative mode: the routes have no
 * loaders or actions (each page's data comes with the query cache), so the data router's
 * extra code would only weigh on every page's first download.
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
