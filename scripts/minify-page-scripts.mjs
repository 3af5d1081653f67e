// Minifies the plain scripts Vite copies from src/client/public to dist/client as written
// (theme-init.js and start-app.js load on every page, retro-player.js with each game): their
// comments explain them to a reader, and a visitor need not download those. Run after
// `vite build` and before compress-assets.mjs, which compresses what this leaves.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { transformSync } from "esbuild";

const ROOT = "dist/client";

for (const name of readdirSync(ROOT).filter((file) => file.endsWith(".js"))) {
  const path = join(ROOT, name);
  const source = readFileSync(path, "utf8");
  // Syntax kept as written (no target): these scripts run before the app and must run in
  // every browser that reaches the page.
  const { code } = transformSync(source, { loader: "js", minify: true, legalComments: "none" });
  writeFileSync(path, code);
  console.log(`minified ${name}: ${source.length} -> ${code.length} bytes`);
}
