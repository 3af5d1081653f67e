import { preload } from "react-dom";
import interCoreUrl from "./fonts/inter-core.woff2?url";
import rajdhaniCoreUrl from "./fonts/rajdhani-core.woff2?url";

/**
 * The font files every page's first view draws with: the core (English text) files of Inter
 * for the text and of Rajdhani 700 for the main heading (fonts.css). Without a preload the browser finds them only after it has read the CSS,
 * and the text changes face (and may move) late. The addresses carry Vite's content hash and
 * are the same files the stylesheets point at (the client and server builds name them alike).
 */
export const FIRST_VIEW_FONT_URLS: readonly string[] = [interCoreUrl, rajdhaniCoreUrl];

/**
 * Adds `<link rel="preload" as="font" type="font/woff2" crossorigin>` for each first-view font.
 * Call it while rendering the page's root component: on the server React writes the links into
 * the <head>; in the browser it is a no-op for links already there. Fonts are always fetched in
 * CORS mode, so the preload must say `crossorigin` or the browser downloads them twice.
 */
export function preloadFirstViewFonts(): void {
  for (const href of FIRST_VIEW_FONT_URLS) {
    preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  }
}
