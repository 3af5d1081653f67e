// Minifies the plain scripts Vite copies from src/client/public to dist/client as written
// (theme-init.js and start-app.js load on every page, retro-player.js with each game): their
// comments explain them to a reader, and a visitor need not download those. Then writes
// theme-init.js into the page template itself: it must run before the first paint (it sets
// the stored theme), and as a file it held the paint for a request of its own (Lighthouse
// counted about 0.3 s on a phone). The server allows exactly that text in its
// Content-Security-Policy (src/server/lib/inline-script-hashes.ts). Run after `vite build`
// and before compress-assets.mjs, which compresses what this leaves.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { transformSync } from "esbuild";

const ROOT = "dist/client";
const TEMPLATE = join(ROOT, "index.html");
const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

for (const name of readdirSync(ROOT).filter((file) => file.endsWith(".js"))) {
  const path = join(ROOT, name);
  const source = readFileSync(path, "utf8");
  // Syntax kept as written (no target): these scripts run before the app and must run in
  // every browser that reaches the page.
  const { code } = transformSync(source, { loader: "js", minify: true, legalComments: "none" });
  writeFileSync(path, code);
  console.log(`minified ${name}: ${source.length} -> ${code.length} bytes`);
}

const template = readFileSync(TEMPLATE, "utf8");
if (!template.includes(THEME_INIT_TAG)) {
  throw new Error(`${TEMPLATE} has no ${THEME_INIT_TAG} to write the script in place of`);
}
const themeInit = readFileSync(join(ROOT, "theme-init.js"), "utf8").trim();
if (themeInit.includes("</script")) throw new Error("theme-init.js cannot be written inline");
writeFileSync(
  TEMPLATE,
  template.replace(THEME_INIT_TAG, () => `<script>${themeInit}</script>`),
);
console.log(`wrote theme-init.js into ${TEMPLATE}`);
