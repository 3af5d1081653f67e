import { developerUpdatePath } from "../../../shared/developer-updates";
import { SITE_NAME } from "../../../shared/routes";
import type { AppContext } from "../../app-context";
import { escapeXml } from "../../lib/escape-xml";
import { findFeedUpdates, findSitemapUpdates } from "./developer-updates.repo";
import { parseTags, UPDATE_TYPE_LABELS } from "./developer-updates-view";

/** The feed lists as many updates as the list's first page. */
export const UPDATES_FEED_ITEM_COUNT = 20;
export const UPDATES_FEED_PATH = "/developer-updates/rss.xml";

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * RSS 2.0 of the latest developer updates, built like the news feed (/rss.xml): every text
 * XML-escaped, absolute links, the update's type and tags as categories.
 */
export async function buildDeveloperUpdatesFeed(context: AppContext): Promise<string> {
  const base = context.config.publicUrl;
  const updates = await findFeedUpdates(context.db, UPDATES_FEED_ITEM_COUNT);
  const lastBuild = updates[0] ? toDate(updates[0].publishedAt) : context.now();
  const items = updates.map((update) => {
    const link = `${base}${developerUpdatePath(update.slug)}`;
    const categories = [UPDATE_TYPE_LABELS[update.updateType], ...parseTags(update.tags)];
    return [
      "    <item>",
      `      <title>${escapeXml(update.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(update.excerpt)}</description>`,
      ...categories.map((category) => `      <category>${escapeXml(category)}</category>`),
      `      <dc:creator>${escapeXml(update.authorName)}</dc:creator>`,
      `      <pubDate>${toDate(update.publishedAt).toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${SITE_NAME} Developer Updates`)}</title>`,
    `    <link>${escapeXml(`${base}/developer-updates`)}</link>`,
    `    <description>${escapeXml("Roadmaps, patch notes, announcements and behind-the-scenes posts from the GameHub team.")}</description>`,
    "    <language>en</language>",
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${base}${UPDATES_FEED_PATH}`)}" rel="self" type="application/rss+xml" />`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** The sitemap's entries of developer update pages, newest first, with their last change. */
export async function developerUpdateSitemapUrls(
  context: AppContext,
  limit: number,
): Promise<string[]> {
  const base = context.config.publicUrl;
  const updates = await findSitemapUpdates(context.db, Math.max(0, limit));
  return updates.map(
    (update) =>
      `  <url><loc>${escapeXml(`${base}${developerUpdatePath(update.slug)}`)}</loc><lastmod>${toDate(update.updatedAt).toISOString()}</lastmod></url>`,
  );
}
