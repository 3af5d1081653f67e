import { Suspense, useEffect, useRef } from "react";
import { AdoptEarlyInput } from "../../components/adopt-early-input";
import { HydrateWhenVisible } from "../../components/hydrate-when-visible";
import { PageFallback } from "../../components/page-fallback";
import { Toaster } from "../../components/ui/toaster";
import { Outlet } from "../../lib/router";
import { preloadFirstViewFonts } from "../font-preloads";
import { useScrollRestoration } from "../scroll-restoration";
import { DocumentTitle } from "./document-title";
import { SiteFooter } from "./footer/site-footer";
import { SiteHeader } from "./header/site-header";
import { SiteBackground } from "./site-background";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/**
 * The shell around every page. Pages are lazy chunks: the Suspense boundary shows a spinner on
 * the first visit, and the router's transitions keep the old page up during later navigations.
 * The header, the page and the footer are each a Suspense boundary, so the browser takes over
 * the server's HTML in parts rather than in one long task; the footer, always below the fold,
 * waits until it comes into view (components/hydrate-when-visible.tsx). What a visitor typed into
 * the page before it was taken over reaches the page's forms (components/adopt-early-input.tsx).
 */
export function RootLayout() {
  // New navigations start at the top; back and forward restore the old position.
  useScrollRestoration();
  preloadFirstViewFonts();
  useMarkHydrated();
  const mainRef = useRef<HTMLElement>(null);
  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      <DocumentTitle />
      <SkipLink />
      <SiteBackground />
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <AdoptEarlyInput scope={mainRef} />
        </Suspense>
      </main>
      <HydrateWhenVisible>
        <SiteFooter />
      </HydrateWhenVisible>
      <Toaster />
    </div>
  );
}

/**
 * `data-hydrated` on <html> once React has taken over the server's HTML: from then on buttons
 * and keys work. Browser tests wait for it instead of guessing.
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
