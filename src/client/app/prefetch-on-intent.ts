import { pageForPath } from "./pages";

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/**
 * Starts loading a page's chunk when the visitor points at, focuses or touches a link to it,
 * so the chunk is usually there by the time the click lands. The build does not list each
 * page's imports in the entry for the browser to preload (vite.config.ts says why): the page
 * chunk brings them, and starting it on intent hides that extra step.
 */
export function prefetchPagesOnIntent(): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    // A failed prefetch is forgotten (lazy-named.ts): the click loads the page again.
    pageForPath(link.pathname)
      .page.preload()
      .catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
