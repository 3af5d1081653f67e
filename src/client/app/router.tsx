import { createBrowserRouter, type RouteObject } from "react-router";
import { type RouteAccess, SITE_ROUTES } from "../../shared/routes";
import { RequireAccess } from "./guards";
import { RootLayout } from "./layout/root-layout";
import { NotFoundPage, PAGES_BY_PATH, PlannedPage } from "./pages";
import { RouteError } from "./route-error";
import { prepareHistoryEntryForScroll } from "./scroll-restoration";

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
    errorElement: <RouteError />,
    children: [
      ...pageRoutes("public"),
      { element: <RequireAccess access="user" />, children: pageRoutes("user") },
      { element: <RequireAccess access="admin" />, children: pageRoutes("admin") },
      // Any other path shows the not-found page.
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  prepareHistoryEntryForScroll();
  return createBrowserRouter(routes);
}
