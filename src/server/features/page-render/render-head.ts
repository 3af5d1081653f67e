import { SITE_NAME } from "../../../shared/routes";
import { escapeHtml } from "../../lib/escape-html";
import { jsonForScript } from "../../lib/json-for-script";
import type { PageMeta } from "./page-meta";

/** Social cards use the 1200x630 image size that link previews display without cropping. */
const SOCIAL_IMAGE_WIDTH = 1200;
const SOCIAL_IMAGE_HEIGHT = 630;

function metaTag(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** "Title | GameHub" → "Title" (by position: the title itself may contain anything). */
function withoutSiteName(title: string): string {
  const suffix = ` | ${SITE_NAME}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

export function renderHead(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag("name", "description", meta.description),
    metaTag("name", "keywords", meta.keywords.join(", ")),
    metaTag("name", "robots", meta.robots),
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`,
    metaTag("property", "og:site_name", SITE_NAME),
    metaTag("property", "og:type", meta.type),
    metaTag("property", "og:title", meta.title),
    metaTag("property", "og:description", meta.description),
    metaTag("property", "og:url", meta.canonicalUrl),
    metaTag("property", "og:image", meta.imageUrl),
    metaTag("property", "og:image:width", String(SOCIAL_IMAGE_WIDTH)),
    metaTag("property", "og:image:height", String(SOCIAL_IMAGE_HEIGHT)),
    metaTag("name", "twitter:card", "summary_large_image"),
    metaTag("name", "twitter:title", meta.title),
    metaTag("name", "twitter:description", meta.description),
    metaTag("name", "twitter:image", meta.imageUrl),
  ];
  if (meta.article) {
    tags.push(
      metaTag("property", "article:published_time", meta.article.publishedTime),
      metaTag("property", "article:author", meta.article.author),
      metaTag("property", "article:section", meta.article.section),
      `<script type="application/ld+json">${jsonForScript(
        meta.discussion
          ? discussionJsonLd(meta, meta.discussion)
          : {
              "@context": "https://schema.org",
              "@type": "Article",
              headline: withoutSiteName(meta.title),
              description: meta.description,
              image: [meta.imageUrl],
              datePublished: meta.article.publishedTime,
              author: [{ "@type": "Person", name: meta.article.author }],
              publisher: { "@type": "Organization", name: SITE_NAME },
              mainEntityOfPage: meta.canonicalUrl,
            },
      )}</script>`,
    );
  }
  if (meta.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScript(meta.structuredData)}</script>`);
  }
  return tags.join("\n    ");
}

/** A forum discussion as search engines read one: its opening post, author and activity. */
function discussionJsonLd(meta: PageMeta, discussion: NonNullable<PageMeta["discussion"]>) {
  return {
    "@context": "https://schema.org",
    "@type": "DiscussionForumPosting",
    headline: discussion.headline,
    text: discussion.text,
    url: meta.canonicalUrl,
    mainEntityOfPage: meta.canonicalUrl,
    datePublished: discussion.datePublished,
    ...(discussion.dateModified ? { dateModified: discussion.dateModified } : {}),
    author: { "@type": "Person", name: discussion.author },
    interactionStatistic: [
      {
        "@type": "InteractionCounter",
        interactionType: "https://schema.org/CommentAction",
        userInteractionCount: discussion.replies,
      },
      {
        "@type": "InteractionCounter",
        interactionType: "https://schema.org/LikeAction",
        userInteractionCount: discussion.upvotes,
      },
    ],
  };
}
