import { AsyncLocalStorage } from "node:async_hooks";
import { type ReactNode, StrictMode } from "react";
// The "edge" build: the Node one keeps an AsyncLocalStorage of its own enabled for good (see
// renderPage), and the web streams it uses instead are built into Node.
import { renderToReadableStream } from "react-dom/server.edge";
import { matchSiteRoute } from "../shared/routes";
import { AppProviders } from "./app/app-providers";
import {
  dehydratePageState,
  type PageState,
  prefetchPageQueries,
  setPageUser,
} from "./app/page-data";
import { pageForPath } from "./app/pages";
import { AppRoutes } from "./app/router";
import { type ApiTransport, setApiTransport } from "./lib/api";
import { createQueryClient } from "./lib/query-client";
import { StaticRouter } from "./lib/router";

/**
 * The server half of the client: renders one page to HTML with its data. Built by Vite as
 * dist/ssr/entry-server.js and called by the server's page renderer
 * (src/server/features/page-render), which hands in how to reach the API in-process.
 */
export interface RenderRequest {
  /** Path and query string, e.g. "/blog?category=esports". */
  url: string;
  /** Answers the page's API reads with the visitor's cookie, without a network hop. */
  fetchApi: ApiTransport;
  /** The signed-in user as GET /api/user answers it, or null for a visitor. */
  user: unknown;
}

export interface RenderedPage {
  /** The HTML that goes inside #root. */
  html: string;
  /** The state the client's cache starts from (written into the page as JSON). */
  state: PageState;
  /** Errors thrown by components while rendering, for the server's log. */
  errors: unknown[];
  /** Where to send the visitor instead (a page for signed-in users, opened signed out). */
  redirect?: string;
}

// Renders overlap (each waits on its reads), so each request's transport is kept per render.
const currentTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const fetchApi = currentTransport.getStore();
  if (!fetchApi) throw new Error(`API read outside a page render: ${url}`);
  return fetchApi(url, init);
});

let rendersInFlight = 0;

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  rendersInFlight += 1;
  try {
    return await currentTransport.run(request.fetchApi, () => render(request));
  } finally {
    rendersInFlight -= 1;
    // On Node 20, while an AsyncLocalStorage is enabled, every promise of the process carries
    // it: a few percent of every request, cached pages and API calls included. It is enabled
    // only while pages render (`run` enables it again).
    if (rendersInFlight === 0) currentTransport.disable();
  }
}

async function render({ url, user }: RenderRequest): Promise<RenderedPage> {
  const address = new URL(url, "http://localhost");
  const queryClient = createQueryClient();
  setPageUser(queryClient, user);
  const route = matchSiteRoute(address.pathname)?.route;
  if (route && route.access !== "public" && !user) {
    // As the client's route guard does: sign in first, then come back to this page.
    const back = encodeURIComponent(`${address.pathname}${address.search}`);
    return {
      html: "",
      state: { queries: { mutations: [], queries: [] } },
      errors: [],
      redirect: `/auth?redirect=${back}`,
    };
  }
  const { page, params } = pageForPath(address.pathname);
  const pageModule = await page.preload();
  const queries = pageModule.pageQueries?.({ params, searchParams: address.searchParams }) ?? [];
  await prefetchPageQueries(queryClient, queries);

  const { html, errors } = await renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={`${address.pathname}${address.search}`}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { html, state: dehydratePageState(queryClient), errors };
}

/**
 * React's streaming renderer, collected whole: the page's data is already in the cache, so the
 * stream finishes at once, and the whole HTML is what the anonymous page cache keeps. A
 * component that throws is logged by the caller; React has drawn its nearest fallback, and the
 * client draws it again after hydration. An error outside every boundary rejects.
 */
async function renderToString(element: ReactNode): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(element, {
    // React moves a large Suspense boundary's content to the end of the page, to be put in
    // place by inline scripts; the site's CSP allows no inline script, and the whole page is
    // sent at once anyway, so every boundary stays where it belongs.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  await stream.allReady;
  return { html: await new Response(stream).text(), errors };
}
