import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { buildRobotsTxt, buildRssFeed, buildSitemap } from "./seo-feeds.service";

/** Short: new articles show up in readers and crawlers within minutes. */
const CACHE_CONTROL = "public, max-age=300";

/** Feeds for readers and crawlers (docs/blog-api.md). */
export const seoFeedsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get("/rss.xml", async (_request, reply) => {
    reply.header("content-type", "application/rss+xml; charset=utf-8");
    reply.header("cache-control", CACHE_CONTROL);
    return buildRssFeed(context);
  });
  app.get("/sitemap.xml", async (_request, reply) => {
    reply.header("content-type", "application/xml; charset=utf-8");
    reply.header("cache-control", CACHE_CONTROL);
    return buildSitemap(context);
  });
  app.get("/robots.txt", async (_request, reply) => {
    reply.header("content-type", "text/plain; charset=utf-8");
    reply.header("cache-control", "public, max-age=3600");
    return buildRobotsTxt(context);
  });
};
