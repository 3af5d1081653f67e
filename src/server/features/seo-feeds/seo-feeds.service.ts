import { SITE_NAME, SITE_ROUTES, SITE_TAGLINE } from "../../../shared/routes";
import type { AppContext } from "../../app-context";
import { escapeXml } from "../../lib/escape-xml";
import { developerUpdateSitemapUrls } from "../developer-updates";
import { gameSitemapUrls } from "../games";
import { findFeedPosts, findSitemapPosts } from "./seo-feeds.repo";

export const RSS_ITEM_COUNT = 50;
/** The sitemap protocol allows 50,000 URLs a file; the newest posts fill what pages leave. */
const SITEMAP_MAX_URLS = 50_000;

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export async function buildRssFeed(context: AppContext): Promise<string> {
  const base = context.config.publicUrl;
  const posts = await findFeedPosts(context.db, RSS_ITEM_COUNT, context.now());
  const lastBuild = posts[0] ? toDate(posts[0].publishedAt) : context.now();
  const items = posts.map((post) => {
    const link = `${base}/blog/${post.id}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.categoryName)}</category>`,
      `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      `      <pubDate>${toDate(post.publishedAt).toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${SITE_NAME} Gaming News`)}</title>`,
    `    <link>${escapeXml(`${base}/blog`)}</link>`,
    `    <description>${escapeXml(SITE_TAGLINE)}</description>`,
    "    <language>en</language>",
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${base}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Public pages a crawler may index: no parameters, no account or admin pages. */
export function sitemapPagePaths(): string[] {
  return SITE_ROUTES.filter(
    (route) => route.access === "public" && route.indexable && !route.path.includes(":"),
  ).map((route) => route.path);
}

export async function buildSitemap(context: AppContext): Promise<string> {
  const base = context.config.publicUrl;
  const pages = sitemapPagePaths();
  const games = await gameSitemapUrls(context, SITEMAP_MAX_URLS - pages.length);
  const updates = await developerUpdateSitemapUrls(
    context,
    SITEMAP_MAX_URLS - pages.length - games.length,
  );
  const posts = await findSitemapPosts(
    context.db,
    SITEMAP_MAX_URLS - pages.length - games.length - updates.length,
    context.now(),
  );
  const urls = [
    ...pages.map(
      (path) => `  <url><loc>${escapeXml(`${base}${path === "/" ? "/" : path}`)}</loc></url>`,
    ),
    ...posts.map(
      (post) =>
        `  <url><loc>${escapeXml(`${base}/blog/${post.id}`)}</loc><lastmod>${toDate(post.updatedAt).toISOString()}</lastmod></url>`,
    ),
    ...games,
    ...updates,
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Private paths (account, admin, sign-in, one-off links) as robots.txt prefixes: a parameterised
 * route is cut at its first parameter (`/user/:userId` → `/user/`).
 */
export function privatePathPrefixes(): string[] {
  const prefixes = SITE_ROUTES.filter((route) => route.access !== "public" || !route.indexable).map(
    (route) => {
      const parameter = route.path.indexOf("/:");
      return parameter === -1 ? route.path : route.path.slice(0, parameter + 1);
    },
  );
  return [...new Set(prefixes)].sort();
}

export function buildRobotsTxt(context: AppContext): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...privatePathPrefixes().map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${context.config.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
