import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { JS_DOS_BASE } from "../../../shared/retro-games-limits";

const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/**
 * The player document's own policy. js-dos evaluates the code of its zip reader, so this one
 * document may `eval`; it runs nothing but the player (scripts from this site only), and is
 * framed by the arcade page alone. Every other page keeps the site's strict policy.
 */
const PLAYER_CSP = [
  "default-src 'self'",
  // blob: for the sound's AudioWorklet module, which js-dos writes at run time.
  "script-src 'self' blob: 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

const PLAYER_HTML = `<!doctype html>
<html lang="en" data-js-dos-base="${JS_DOS_BASE}">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>GameHub DOS player</title>
<link rel="stylesheet" href="${JS_DOS_BASE}js-dos.css">
<style>html,body,#player{margin:0;width:100%;height:100%;background:#000;overflow:hidden}</style>
</head>
<body>
<div id="player"></div>
<script src="${JS_DOS_BASE}js-dos.js"></script>
<script src="/retro-player.js"></script>
</body>
</html>
`;

/**
 * Serves the DOS player from the npm package (node_modules/js-dos/dist: the player, its
 * stylesheet and the emulator's .js and .wasm files), so the arcade plays with no CDN; the
 * GPL-2.0 licence they are under beside them (licenses/js-dos-GPL-2.0.txt); and the player's
 * document, /retro-player, that the arcade page frames. No other page loads any of it.
 */
export async function registerJsDosAssets(app: FastifyInstance): Promise<void> {
  const licence = readFileSync(resolve("licenses/js-dos-GPL-2.0.txt"));
  app.get(`${JS_DOS_BASE}LICENSE.txt`, async (_request, reply) =>
    reply
      .header("Content-Type", "text/plain; charset=utf-8")
      .header("Cache-Control", IMMUTABLE_CACHE)
      .send(licence),
  );
  app.get("/retro-player", async (_request, reply) =>
    reply
      .header("Content-Type", "text/html; charset=utf-8")
      .header("Content-Security-Policy", PLAYER_CSP)
      .header("Cache-Control", "public, max-age=300")
      .send(PLAYER_HTML),
  );
  await app.register(fastifyStatic, {
    root: resolve("node_modules/js-dos/dist"),
    prefix: JS_DOS_BASE,
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Source maps and debug symbols are not served.
    allowedPath: (path) => !/\.(map|symbols)$/.test(path),
    setHeaders: (res) => res.setHeader("Cache-Control", IMMUTABLE_CACHE),
  });
}
