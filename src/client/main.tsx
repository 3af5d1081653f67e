// First: zod must be configured before any schema is built (see the module).
import "./lib/zod-without-eval";
import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "./app/app-providers";
import { hydratePageState, type PageState } from "./app/page-data";
import { pageForPath } from "./app/pages";
import { prefetchPagesOnIntent } from "./app/prefetch-on-intent";
import { AppRoutes } from "./app/router";
import { prepareHistoryEntryForScroll } from "./app/scroll-restoration";
import { applyStoredAppearance } from "./features/appearance/apply-stored-appearance";
import { createQueryClient } from "./lib/query-client";
import { queryKeys } from "./lib/query-keys";
import { BrowserRouter } from "./lib/router";
import "./app/fonts";
import "./styles.css";

/** Written by the server into every page it renders (src/server/features/page-render). */
const PAGE_STATE_ID = "page-state";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PageState;
}

async function start(root: HTMLElement) {
  applyStoredAppearance();
  const queryClient: QueryClient = createQueryClient();
  const state = readPageState();
  if (state) hydratePageState(queryClient, state);
  // The opened page's chunk is loaded before the first render, so it renders at once and
  // matches the server's HTML (the server preloads it too).
  const pageModule = await pageForPath(window.location.pathname).page.preload();
  const signedIn = Boolean(queryClient.getQueryData(queryKeys.user));
  await pageModule.preloadScreen?.(window.location.pathname, { signedIn });
  // Before the router reads the history entry's key (scroll positions are kept per key).
  prepareHistoryEntryForScroll();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // The server rendered the page: take over its HTML. Without it (the Vite dev server, or a
  // page the server could not render) the client draws the page itself.
  // Hydrating in a transition lets React yield to the browser every few milliseconds (as Next.js
  // does), so taking over a long page does not block a tap for hundreds of milliseconds.
  if (state && root.firstElementChild) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
  prefetchPagesOnIntent();
}

void start(container);
