import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../app-context";
import { resolvePageMeta } from "../seo/page-meta";
import { renderHead } from "../seo/render-head";

const HEAD_PLACEHOLDER = "<!--app-head-->";
/** Vite names these files by content hash, so they never change under the same URL. */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
const STATIC_CACHE = "public, max-age=86400";
/**
 * No page of the site has a longer address; a longer one is refused (414) rather than echoed
 * into the page's canonical and social tags, so the reply never grows with the request.
 */
export const MAX_PAGE_PATH_LENGTH = 2_000;

/**
 * Serves the built client: hashed assets cached for a year (pre-compressed .br/.gz when the
 * build made them), other files for a day, and for every page route the HTML shell with the
 * route's metadata written in, so every client route loads directly.
 */
export async function registerClientApp(app: FastifyInstance, context: AppContext): Promise<void> {
  const indexFile = join(context.config.clientDir, "index.html");
  const template = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined;
  if (!template) {
    app.log.warn(
      `No built client at ${context.config.clientDir}: run "npm run build" to serve pages`,
    );
  } else {
    await app.register(fastifyStatic, {
      root: context.config.clientDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      // Cache-Control is ours to set (below), per kind of file.
      cacheControl: false,
      setHeaders: (res, path) => {
        const isHashedAsset = path.includes(`${join(context.config.clientDir, "assets")}`);
        res.setHeader("Cache-Control", isHashedAsset ? IMMUTABLE_CACHE : STATIC_CACHE);
      },
    });
    // The static handler treats "/" as a directory; the home page is a page like the others.
    app.get("/", (request, reply) => sendPage(request, reply, template, context));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path.length > MAX_PAGE_PATH_LENGTH) {
      return reply.code(414).send({ error: "The address is too long." });
    }
    const isPageRequest =
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/api/") &&
      !/\.[a-z0-9]{2,5}$/i.test(path);
    if (!isPageRequest) {
      return reply.code(404).send({ error: `Not found: ${request.method} ${path}` });
    }
    if (!template) {
      return reply
        .code(503)
        .type("text/plain")
        .send('The site is not built yet: run "npm run build".');
    }
    return sendPage(request, reply, template, context);
  });
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  context: AppContext,
) {
  const pathname = request.url.split("?")[0] ?? "/";
  const meta = await resolvePageMeta(context.db, context.config.publicUrl, pathname);
  return reply
    .code(meta.status)
    .header("Cache-Control", "no-cache")
    .type("text/html; charset=utf-8")
    .send(fillPlaceholder(template, HEAD_PLACEHOLDER, renderHead(meta)));
}

/**
 * Puts the text where the placeholder is. Not `String.replace`: its replacement patterns
 * (`$&`, `$'`, `` $` ``) would turn a URL or title containing them into pieces of the page.
 */
export function fillPlaceholder(template: string, placeholder: string, text: string): string {
  const at = template.indexOf(placeholder);
  if (at === -1) return template;
  return template.slice(0, at) + text + template.slice(at + placeholder.length);
}
