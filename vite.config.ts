import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The client lives in src/client and builds to dist/client, which the server serves.
export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    assetsDir: "assets",
    sourcemap: false,
    // scripts/bench.ts reads it to weigh the JavaScript the home page loads.
    manifest: true,
    chunkSizeWarningLimit: 300,
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
});
