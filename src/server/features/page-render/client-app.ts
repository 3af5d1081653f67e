import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PAGE_MODULES, PLANNED_PAGE } from "../../../client/app/page-modules";
import { matchSiteRoute, SITE_ROUTES } from "../../../shared/routes";
import type { AppContext } from "../../app-context";
import {
  clearCacheEverywhere,
  clearedInEveryProcess,
  PUBLIC_CONTENT_CACHES,
} from "../../lib/events/cache-invalidation";
import { redisNamespace } from "../../lib/redis-namespace";
import {
  type CachedPage,
  chooseEncoding,
  compressPage,
  type RenderedPage,
} from "./cached-page-encoding";
import { createCachedPageViews } from "./cached-page-views";
import { loadPageAssets, type PageAssets } from "./page-assets";
import { createMemoryPageCache, createRedisPageCache, type PageCache } from "./page-cache";
import { changesPublicContent } from "./page-cache-policy";
import { renderDocument } from "./page-document";
import { resolvePageMeta } from "./page-meta";
import { hasSessionCookie, loadPageRenderer, type PageRenderer } from "./page-renderer";
import { renderHead } from "./render-head";

/**
 * Files named by their content's hash, so they never change under the same URL: Vite's build
 * output, and the image copies made by scripts/generate-images.ts (images/v).
 */
const HASHED_FOLDERS = ["assets/", "images/v/"];
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
const STATIC_CACHE = "public, max-age=86400";
/**
 * No page of the site has a longer address; a longer one is refused (414) rather than echoed
 * into the page's canonical and social tags, so the reply never grows with the request.
 */
export const MAX_PAGE_PATH_LENGTH = 2_000;

interface PageServer {
  template: string;
  renderer: PageRenderer;
  assets: PageAssets;
  cache: PageCache | undefined;
  countCachedView: ReturnType<typeof createCachedPageViews>;
}

/**
 * Serves the built client: hashed assets cached for a year (pre-compressed .br/.gz when the
 * build made them), other files for a day, and every page route rendered on the server with
 * its data and metadata (src/server/features/page-render), so every page arrives with its
 * content and the browser hydrates it.
 */
export async function registerClientApp(app: FastifyInstance, context: AppContext): Promise<void> {
  const indexFile = join(context.config.clientDir, "index.html");
  const template = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined;
  let pages: PageServer | undefined;
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
        const isHashed = HASHED_FOLDERS.some((folder) =>
          path.startsWith(join(context.config.clientDir, folder)),
        );
        res.setHeader("Cache-Control", isHashed ? IMMUTABLE_CACHE : STATIC_CACHE);
      },
    });
    const assets = loadPageAssets(context.config.clientDir, template);
    pages = {
      template: assets.template,
      renderer: await loadPageRenderer(app, context.config.ssrEntry, app.log),
      assets,
      cache: createPageCache(context),
      countCachedView: createCachedPageViews(context),
    };
    const server = pages;
    // Each page route is a route of its own, so a page request goes straight to the renderer:
    // through the static files' wildcard it would first look for a file of that name on disk
    // (and "/" would be taken for a directory). Other addresses reach the not-found handler.
    for (const route of SITE_ROUTES) {
      app.get(route.path, (request, reply) => sendPage(request, reply, server, context));
    }
    app.addHook("onClose", async () => {
      await server.cache?.close();
    });
  }
  // A write to what visitors see drops the cached pages and, in every process, the other
  // caches of public content (with or without a built client: the API's caches listen too).
  // Before the reply goes out, so the writer's next request finds them dropped: this process's
  // copies are emptied at once, and Redis gets its command first (one connection keeps the
  // order). Not awaited: Redis being down must not hold the reply of a successful write.
  // A callback hook: it runs on every request, and almost none is a write.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (changesPublicContent(request.method, request.url, reply.statusCode)) {
      clearCacheEverywhere(context.events, PUBLIC_CONTENT_CACHES);
      pages?.cache?.clear().catch((error: unknown) => {
        request.log.warn({ err: error }, "could not drop the page cache");
      });
    }
    done(null, payload);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path.length > MAX_PAGE_PATH_LENGTH) return refuseLongAddress(reply);
    const isPageRequest =
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/api/") &&
      !/\.[a-z0-9]{2,5}$/i.test(path);
    if (!isPageRequest) {
      return reply.code(404).send({ error: `Not found: ${request.method} ${path}` });
    }
    if (!pages) {
      return reply
        .code(503)
        .type("text/plain")
        .send('The site is not built yet: run "npm run build".');
    }
    return sendPage(request, reply, pages, context);
  });
}

function refuseLongAddress(reply: FastifyReply) {
  return reply.code(414).send({ error: "The address is too long." });
}

function createPageCache(context: AppContext): PageCache | undefined {
  const seconds = context.config.pageCacheSeconds ?? 0;
  if (seconds <= 0) return undefined;
  return context.config.redisUrl
    ? createRedisPageCache(
        context.config.redisUrl,
        seconds * 1000,
        redisNamespace(context.config.databaseUrl),
      )
    : // Each process keeps its own pages; a write in any of them clears them in all.
      clearedInEveryProcess(createMemoryPageCache(seconds * 1000), context.events, "pages");
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: PageServer,
  context: AppContext,
) {
  const url = request.url;
  const pathname = url.split("?")[0] ?? "/";
  if (pathname.length > MAX_PAGE_PATH_LENGTH) return refuseLongAddress(reply);
  const isVisitor = !hasSessionCookie(request);
  const cached = isVisitor ? await pages.cache?.get(url) : undefined;
  if (cached) {
    const counting = pages.countCachedView(request);
    if (counting) await counting;
    return sendCachedHtml(request, reply, cached);
  }
  const match = matchSiteRoute(pathname);
  const [meta, rendered] = await Promise.all([
    resolvePageMeta(
      context.db,
      context.config.publicUrl,
      pathname,
      context.now(),
      new URLSearchParams(url.slice(pathname.length + 1)),
    ),
    pages.renderer.render(request, url),
  ]);
  if (rendered?.redirect) return reply.redirect(rendered.redirect, 302);
  const pageModule = match
    ? (PAGE_MODULES[match.route.path] ?? PLANNED_PAGE).module
    : "features/not-found/not-found-page.tsx";
  const page: RenderedPage = {
    status: meta.status,
    html: renderDocument(pages.template, {
      head: [renderHead(meta), pages.assets.headFor(pageModule)].filter(Boolean).join("\n    "),
      html: rendered?.html ?? "",
      state: rendered?.state,
    }),
  };
  // Only a complete render is kept: a page that fell back to the bare shell is not repeated.
  if (isVisitor && rendered && pages.cache) {
    const compressed = await compressPage(page);
    await pages.cache.set(url, compressed);
    return sendCachedHtml(request, reply, compressed);
  }
  return sendHtml(reply, page, isVisitor);
}

function sendHtml(reply: FastifyReply, page: RenderedPage, isVisitor: boolean) {
  return (
    reply
      .code(page.status)
      // Browsers check back every time; a signed-in page is theirs alone.
      .header("Cache-Control", isVisitor ? "no-cache" : "private, no-cache")
      .header("Vary", "Cookie")
      .type("text/html; charset=utf-8")
      .send(page.html)
  );
}

/**
 * A page for visitors, in the encoding the browser takes, from the copies compressed when it
 * was rendered (the compression plugin leaves a reply that names its encoding alone).
 */
function sendCachedHtml(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  reply
    .code(page.status)
    .header("Cache-Control", "no-cache")
    .header("Vary", "Cookie, Accept-Encoding")
    .type("text/html; charset=utf-8");
  if (encoding === "identity") return reply.send(page.html);
  return reply
    .header("Content-Encoding", encoding)
    .send(encoding === "br" ? page.brotli : page.gzip);
}
