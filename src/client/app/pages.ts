import { matchSiteRoute } from "../../shared/routes";
import { type LazyPage, lazyNamed } from "../lib/lazy-named";
import type { PageQueries } from "./page-data";
import { NOT_FOUND_PAGE, PAGE_MODULES, type PageModule, PLANNED_PAGE } from "./page-modules";

/** What a page module may export besides its component: the reads to do before rendering it. */
interface PageModuleExports {
  pageQueries?: PageQueries;
  /**
   * Code the server-drawn first view needs beyond the page's own chunk, loaded before the
   * browser takes the page over (main.tsx), so hydration finds it and matches at once: the
   * opened screen of a module that draws several (admin), the comment form a signed-in reader
   * of an article sees.
   */
  preloadScreen?: (pathname: string, viewer: { signedIn: boolean }) => Promise<unknown> | undefined;
  [exportName: string]: unknown;
}

/**
 * Every page module, each its own chunk (Vite turns the glob into one lazy import per file): a
 * small topic keeps its pages at its root, a large one in its pages/ folder. The table of which
 * module draws which route is page-modules.ts.
 */
const PAGE_LOADERS = import.meta.glob<PageModuleExports>([
  "../features/*/*-page.tsx",
  "../features/*/pages/*-page.tsx",
]);

const pagesByModule = new Map<string, LazyPage<PageModuleExports>>();

function lazyPage({ module, exportName }: PageModule): LazyPage<PageModuleExports> {
  const key = `${module}#${exportName}`;
  let page = pagesByModule.get(key);
  if (!page) {
    const load = PAGE_LOADERS[`../${module}`];
    if (!load) throw new Error(`No page module at src/client/${module}`);
    page = lazyNamed(load, exportName);
    pagesByModule.set(key, page);
  }
  return page;
}

export const PlannedPage = lazyPage(PLANNED_PAGE);
export const NotFoundPage = lazyPage(NOT_FOUND_PAGE);

export const PAGES_BY_PATH: Readonly<Record<string, LazyPage<PageModuleExports>>> =
  Object.fromEntries(Object.entries(PAGE_MODULES).map(([path, page]) => [path, lazyPage(page)]));

/** The page (and its module) that draws a pathname: its own, the planned page or not-found. */
export function pageForPath(pathname: string): {
  page: LazyPage<PageModuleExports>;
  params: Record<string, string>;
} {
  const match = matchSiteRoute(pathname);
  if (!match) return { page: NotFoundPage, params: {} };
  return { page: PAGES_BY_PATH[match.route.path] ?? PlannedPage, params: match.params };
}
