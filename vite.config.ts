import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The client lives in src/client and builds to dist/client, which the server serves. A second
// build (`vite build --ssr`) turns src/client/entry-server.tsx into dist/ssr/entry-server.js,
// the server's page renderer; npm packages stay in node_modules for it.
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? {
        outDir: "../../dist/ssr",
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        rolldownOptions: { input: "entry-server.tsx" },
      }
    : {
        outDir: "../../dist/client",
        emptyOutDir: true,
        assetsDir: "assets",
        sourcemap: false,
        // The server reads it to preload each page's chunk; scripts/check-js-budget.ts weighs
        // the JavaScript each route's first view loads.
        manifest: true,
        // No list of each lazy chunk's imports in the entry for the browser to preload: it
        // weighed 4.3 KB gzipped in every first view (the budget of issue 9). The server
        // preloads the first page's chunks from the manifest; later pages start loading when a
        // link is pointed at or touched (src/client/app/prefetch-on-intent.ts). Stylesheets of
        // lazy chunks are still loaded with them.
        modulePreload: false,
        chunkSizeWarningLimit: 300,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React and TanStack Query in one chunk of their own: every page
                // needs them, they change only with an upgrade (so browsers keep them cached
                // across our releases), and gathering them avoids a scatter of small shared
                // chunks whose gzip overhead measured about 3 KB per first view.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/,
                  priority: 20,
                },
                // Small modules (icons, helpers) that many pages share, in one chunk: left to
                // themselves they became one file each (a page's first view fetched some 35), and
                // every request costs a phone a little time on the main thread and on the
                // network. Gathered, a first view fetches about half as many, for about 1 KB more.
                {
                  name: "shared",
                  test: /src[\\/]client[\\/]|node_modules[\\/]lucide-react[\\/]/,
                  minShareCount: 8,
                  maxModuleSize: 1500,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    // changeOrigin stays false: the server's cross-site check compares Origin with the Host the
    // browser used (the Vite port), which the proxy must pass through unchanged.
    proxy: {
      "/api": { target: "http://localhost:3000", changeOrigin: false },
      "/rss.xml": { target: "http://localhost:3000", changeOrigin: false },
      "/sitemap.xml": { target: "http://localhost:3000", changeOrigin: false },
      // Remote images copied by the server.
      "/media": { target: "http://localhost:3000", changeOrigin: false },
    },
  },
}));
