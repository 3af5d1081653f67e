import type { Kysely } from "kysely";
import { isValidId } from "../../../shared/ids-limits";
import { matchSiteRoute, SITE_NAME } from "../../../shared/routes";
import { SEARCH_QUERY_MAX } from "../../../shared/search-limits";
import type { Database } from "../../db/schema";
import { toIsoString } from "../../lib/iso-date";
import { markdownExcerpt } from "../../lib/markdown";
import { findPublishedPost } from "../blog";
import { developerUpdateMeta } from "./developer-update-meta";
import { faqStructuredData } from "./faq-meta";
import { feedbackMeta } from "./feedback-meta";
import { findVisibleThreadMeta } from "./forum-meta.repo";
import { gameMeta } from "./game-meta";
import { guideMeta } from "./guide-meta";

/**
 * The metadata the server writes into each page's HTML (title, description,
 * keywords, social cards with a 1200x630 image, canonical link, robots; articles add
 * structured data). Crawlers and link previews run no JavaScript, so this cannot be left
 * to the client.
 */
export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  keywords: string[];
  canonicalUrl: string;
  robots: string;
  imageUrl: string;
  type: "website" | "article";
  article?: { publishedTime: string; author: string; section: string };
  /** Structured data of its own (the FAQ's FAQPage), written as JSON-LD. */
  structuredData?: Record<string, unknown>;
  /** A forum discussion: written as DiscussionForumPosting structured data. */
  discussion?: {
    headline: string;
    text: string;
    author: string;
    datePublished: string;
    dateModified: string | null;
    replies: number;
    upvotes: number;
  };
}

/** A discussion's description: the opening post as plain text, cut like a search snippet. */
const DISCUSSION_DESCRIPTION_MAX = 160;

const DEFAULT_KEYWORDS = [
  "gaming",
  "gaming news",
  "game guides",
  "esports",
  "retro games",
  "streamers",
];
export const SOCIAL_IMAGE_PATH = "/images/og-default.jpg";

export async function resolvePageMeta(
  db: Kysely<Database>,
  publicUrl: string,
  pathname: string,
  /** The server's clock: a post scheduled for later is no page yet. */
  now: Date = new Date(),
  /** The address's query: the search page's title names what was searched for. */
  query: URLSearchParams = new URLSearchParams(),
): Promise<PageMeta> {
  const match = matchSiteRoute(pathname);
  const canonicalUrl = `${publicUrl}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`;
  const base = {
    keywords: DEFAULT_KEYWORDS,
    canonicalUrl,
    imageUrl: `${publicUrl}${SOCIAL_IMAGE_PATH}`,
    type: "website" as const,
  };
  if (!match) {
    return {
      ...base,
      status: 404,
      title: `Page Not Found | ${SITE_NAME}`,
      description: "The page you are looking for does not exist.",
      robots: "noindex, follow",
    };
  }
  const { route, params } = match;
  const robots = route.indexable ? "index, follow" : "noindex, nofollow";
  const title =
    route.path === "/"
      ? `${SITE_NAME} | ${route.description.split(".")[0]}`
      : `${route.title} | ${SITE_NAME}`;
  if (route.path === "/blog/:id" && params.id) {
    const post = await findPublishedPost(db, params.id, now);
    if (!post) {
      return {
        ...base,
        status: 404,
        title: `Article Not Found | ${SITE_NAME}`,
        description: "The article you're looking for doesn't exist or has been removed.",
        robots: "noindex, follow",
      };
    }
    return {
      ...base,
      status: 200,
      title: `${post.title} | ${SITE_NAME}`,
      description: post.excerpt,
      canonicalUrl: `${publicUrl}/blog/${post.id}`,
      robots,
      imageUrl: post.image ? absoluteUrl(publicUrl, post.image) : base.imageUrl,
      type: "article",
      article: {
        publishedTime: toIsoString(post.publishedAt),
        author: post.authorName,
        section: post.categoryName,
      },
    };
  }
  if (route.path === "/forum/thread/:id" && params.id) {
    return discussionMeta(db, publicUrl, params.id, { ...base, robots });
  }
  if (route.path === "/community-feedback/:id" && params.id) {
    return feedbackMeta(db, publicUrl, params.id, { ...base, robots });
  }
  if (route.path === "/faq") {
    return {
      ...base,
      status: 200,
      title,
      description: route.description,
      robots,
      structuredData: faqStructuredData(),
    };
  }
  if (route.path === "/guides/:slug") {
    return guideMeta(db, publicUrl, params.slug ?? "", { ...base, robots });
  }
  if (route.path === "/games/:gameName" && params.gameName) {
    return gameMeta(db, publicUrl, params.gameName, { ...base, robots });
  }
  if (route.path === "/developer-updates/:slug" && params.slug) {
    return developerUpdateMeta(db, publicUrl, params.slug, { ...base, robots });
  }
  if (route.path === "/search") {
    // Result pages stay out of search engines, but what they link to are the site's own
    // pages: crawlers may follow them. The title names the query, as the page's own tab
    // title does once it runs (the query cut as the page cuts it).
    const searched = (query.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX).trim();
    return {
      ...base,
      status: 200,
      title: searched ? `${searched} - ${title}` : title,
      description: route.description,
      robots: "noindex, follow",
    };
  }
  return { ...base, status: 200, title, description: route.description, robots };
}

async function discussionMeta(
  db: Kysely<Database>,
  publicUrl: string,
  idParam: string,
  base: Pick<PageMeta, "keywords" | "canonicalUrl" | "imageUrl" | "type" | "robots">,
): Promise<PageMeta> {
  // Ids beyond the integer column name no discussion (PostgreSQL would refuse to compare them).
  const id = /^\d{1,10}$/.test(idParam) ? Number(idParam) : 0;
  const thread = isValidId(id) ? await findVisibleThreadMeta(db, id) : undefined;
  if (!thread) {
    return {
      ...base,
      status: 404,
      title: `Discussion Not Found | ${SITE_NAME}`,
      description: "The discussion you're looking for doesn't exist or has been removed.",
      robots: "noindex, follow",
    };
  }
  const author = thread.authorName ?? "Deleted user";
  const datePublished = toIsoString(thread.createdAt);
  return {
    ...base,
    status: 200,
    title: `${thread.title} | ${SITE_NAME}`,
    description: markdownExcerpt(thread.content, DISCUSSION_DESCRIPTION_MAX) || thread.title,
    canonicalUrl: `${publicUrl}/forum/thread/${thread.id}`,
    type: "article",
    article: { publishedTime: datePublished, author, section: thread.categoryName },
    discussion: {
      headline: thread.title,
      text: markdownExcerpt(thread.content, 500),
      author,
      datePublished,
      dateModified: thread.editedAt ? toIsoString(thread.editedAt) : null,
      replies: thread.replyCount,
      upvotes: thread.upvotes,
    },
  };
}

function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${publicUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
