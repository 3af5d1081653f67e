import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import Parser from "rss-parser";
import type { AppContext } from "../../app-context";
import { escapeHtml } from "../../lib/escape-html";
import { htmlToPlainText, sanitizePostHtml } from "../../lib/html-sanitizer";
import { TooManyRequestsError } from "../../lib/http-error";
import { claimJobRun } from "../../lib/jobs/job-claim";
import { slugify } from "../../lib/slugify";
import { estimateReadTimeMinutes } from "../blog";
import { localizeContentImages, localizeImage } from "../media";
import { findKnownSources, findOrCreateNewsCategory, insertNewsPost } from "./news.repo";

export const NEWS_REFRESH_JOB = "news-refresh";
/** Whoever asks (`POST /api/news/refresh`), feeds are fetched at most once per 5 minutes. */
export const NEWS_REFRESH_INTERVAL_MS = 5 * 60_000;
export const FEED_TIMEOUT_MS = 8_000;
export const MAX_ITEMS_PER_FEED = 50;
const MAX_FEED_BYTES = 5_000_000;
const EXCERPT_MAX = 200;
const TITLE_MAX = 200;
const IMAGE_DOWNLOADS_AT_ONCE = 4;

type MediaNode = { $?: { url?: string; medium?: string; type?: string } };
type FeedItem = Parser.Item & {
  contentEncoded?: string;
  summary?: string;
  id?: string;
  mediaContent?: MediaNode | MediaNode[];
  mediaThumbnail?: MediaNode | MediaNode[];
};

const parser: Parser<Record<string, unknown>, FeedItem> = new Parser({
  customFields: {
    item: [
      ["content:encoded", "contentEncoded"],
      ["media:content", "mediaContent", { keepArray: true }],
      ["media:thumbnail", "mediaThumbnail", { keepArray: true }],
      "summary",
      "id",
    ],
  },
});

export function newsRefreshError(lastRunAt: Date, now: Date): TooManyRequestsError {
  const seconds = (lastRunAt.getTime() + NEWS_REFRESH_INTERVAL_MS - now.getTime()) / 1000;
  return new TooManyRequestsError(
    Math.max(1, seconds),
    "News were refreshed less than 5 minutes ago. Please try again later.",
  );
}

/**
 * Fetches every configured feed and adds the new items as published posts. An unreachable
 * feed or bad XML is logged and skipped: one broken source never fails the whole refresh.
 */
export async function refreshNews(
  context: AppContext,
  log: FastifyBaseLogger,
): Promise<{ added: number }> {
  const now = context.now();
  const claim = await claimJobRun(
    context.db,
    NEWS_REFRESH_JOB,
    now,
    new Date(now.getTime() - NEWS_REFRESH_INTERVAL_MS),
  );
  if (!claim.claimed) throw newsRefreshError(claim.lastRunAt, now);

  const feeds = await Promise.all(
    context.config.newsFeeds.map(async (url) => {
      try {
        return { url, feed: await fetchFeed(url) };
      } catch (error) {
        log.warn({ feed: url, err: error }, "news feed skipped");
        return undefined;
      }
    }),
  );
  const categoryId = await findOrCreateNewsCategory(context.db);
  let added = 0;
  for (const entry of feeds) {
    if (!entry) continue;
    try {
      added += await ingestFeed(context, entry.url, entry.feed, categoryId, log);
    } catch (error) {
      log.warn({ feed: entry.url, err: error }, "news feed items could not be stored");
    }
  }
  log.info({ added, feeds: context.config.newsFeeds.length }, "news refreshed");
  return { added };
}

async function fetchFeed(url: string) {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    headers: {
      accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8",
      "user-agent": "GameHub news reader",
    },
    redirect: "follow",
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_FEED_BYTES) throw new Error(`feed too large (${length} bytes)`);
  const xml = await response.text();
  if (xml.length > MAX_FEED_BYTES) throw new Error("feed too large");
  return parser.parseString(xml);
}

async function ingestFeed(
  context: AppContext,
  feedUrl: string,
  feed: Parser.Output<FeedItem> & Record<string, unknown>,
  categoryId: number,
  log: FastifyBaseLogger,
): Promise<number> {
  const source = plain(feed.title ?? "").slice(0, 100) || new URL(feedUrl).hostname;
  const items = (feed.items ?? []).slice(0, MAX_ITEMS_PER_FEED);
  const candidates = items.flatMap((item) => {
    const link = httpUrl(item.link);
    const guid = (item.guid ?? item.id ?? link ?? "").trim().slice(0, 1000);
    const title = plain(item.title ?? "").slice(0, TITLE_MAX);
    return guid && title ? [{ item, link, guid, title }] : [];
  });
  const known = await findKnownSources(context.db, [
    ...candidates.map((candidate) => candidate.guid),
    ...candidates.flatMap((candidate) => (candidate.link ? [candidate.link] : [])),
  ]);
  const fresh = candidates.filter(
    ({ guid, link }) => !known.has(guid) && !(link && known.has(link)),
  );
  // Remote images are copied before the inserts, a few at a time, outside any transaction;
  // each download has its own 10 s deadline, so a slow image host delays the refresh (a
  // background job or an operator's request) by seconds, never the site's other requests.
  const copied = await mapWithConcurrency(fresh, IMAGE_DOWNLOADS_AT_ONCE, async ({ item }) => {
    const [image, html] = await Promise.all([
      localizeImage(context, imageOf(item), log),
      localizeContentImages(context, sanitizePostHtml(rawContentOf(item)), log),
    ]);
    return { image, html };
  });
  const now = context.now();
  let added = 0;
  for (const [index, { item, link, guid, title }] of fresh.entries()) {
    if (known.has(guid) || (link && known.has(link))) continue;
    const rawContent = rawContentOf(item);
    const excerpt = truncate(
      plain(item.summary ?? item.contentSnippet ?? rawContent) || title,
      EXCERPT_MAX,
    );
    const content = copied[index]?.html.trim() || `<p>${escapeHtml(excerpt)}</p>`;
    const stored = await insertNewsPost(context.db, {
      slug: `${slugify(title).slice(0, 80) || "news"}-${createHash("sha256").update(guid).digest("hex").slice(0, 10)}`,
      title,
      excerpt,
      content,
      image: copied[index]?.image ?? null,
      categoryId,
      source,
      sourceUrl: link,
      sourceGuid: guid,
      readTimeMinutes: estimateReadTimeMinutes(content),
      publishedAt: publishedAt(item, now),
      createdAt: now.toISOString(),
    });
    if (stored) {
      added += 1;
      known.add(guid);
      if (link) known.add(link);
    }
  }
  return added;
}

/** Runs `work` over the items with at most `limit` at once; results in the items' order. */
async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function rawContentOf(item: FeedItem): string {
  return item.contentEncoded ?? item.content ?? item.summary ?? "";
}

function plain(html: string): string {
  return htmlToPlainText(html);
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

function httpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

function imageOf(item: FeedItem): string | null {
  const enclosure = item.enclosure;
  if (enclosure?.url && (!enclosure.type || enclosure.type.startsWith("image/"))) {
    const url = httpUrl(enclosure.url);
    if (url) return url;
  }
  for (const nodes of [item.mediaContent, item.mediaThumbnail]) {
    for (const node of Array.isArray(nodes) ? nodes : nodes ? [nodes] : []) {
      const attributes = node.$;
      if (!attributes?.url) continue;
      if (attributes.medium && attributes.medium !== "image") continue;
      if (attributes.type && !attributes.type.startsWith("image/")) continue;
      const url = httpUrl(attributes.url);
      if (url) return url;
    }
  }
  return null;
}

/** The item's own date, but never in the future (a wrong clock must not pin it on top). */
function publishedAt(item: FeedItem, now: Date): string {
  const date = new Date(item.isoDate ?? item.pubDate ?? "");
  if (Number.isNaN(date.getTime()) || date > now) return now.toISOString();
  return date.toISOString();
}
