import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

/**
 * Members' Markdown (forum posts, later feedback): stored as written, rendered here once when
 * written, and the HTML passed through an allow-list. Raw HTML in the Markdown is never
 * rendered (`html: false`): it shows as text. Links leave the site with
 * rel="nofollow ugc noopener" (user-generated, no ranking credit, no window.opener).
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

/** "@name" preceded by a start or a non-word character; usernames are 3 to 30 of [A-Za-z0-9_]. */
const MENTION = /(^|[^\w@/])@([A-Za-z0-9_]{3,30})\b/g;

/** The usernames a text mentions, lower-cased and without duplicates (at most 20). */
export function findMentions(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    names.add((match[2] ?? "").toLowerCase());
    if (names.size >= 20) break;
  }
  return [...names];
}

const LINK_URL = /^(https?:\/\/|mailto:|\/(?!\/))/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "s",
    "del",
    "a",
    "blockquote",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "class"], ol: ["start"] },
  allowedClasses: { a: ["mention"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? "";
      const isSiteLink = href.startsWith("/") && !href.startsWith("//");
      return {
        tagName,
        attribs: {
          ...(LINK_URL.test(href) ? { href } : {}),
          ...(attribs.class === "mention" ? { class: "mention" } : {}),
          ...(isSiteLink ? {} : { rel: "nofollow ugc noopener", target: "_blank" }),
        },
      };
    },
  },
};
// rel and target are written by the transform above, never taken from the input.
OPTIONS.allowedAttributes = { a: ["href", "class", "rel", "target"], ol: ["start"] };

/**
 * Renders Markdown to safe HTML. `mentions` maps lower-cased usernames that exist to their
 * profile paths; those "@name" become links (other "@words" stay text).
 */
export function renderMarkdown(text: string, mentions: ReadonlyMap<string, string> = new Map()) {
  const html = markdown.render(text);
  const linked =
    mentions.size === 0
      ? html
      : linkMentionsOutsideTags(html, (name) => mentions.get(name.toLowerCase()) ?? null);
  return sanitizeHtml(linked, OPTIONS);
}

/** Replaces "@name" in text (not inside tags, links or code) with a link to the member. */
function linkMentionsOutsideTags(html: string, pathOf: (name: string) => string | null): string {
  let depthInLinkOrCode = 0;
  return html
    .split(/(<[^>]+>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        if (/^<(a|code|pre)\b/i.test(part)) depthInLinkOrCode += 1;
        else if (/^<\/(a|code|pre)>/i.test(part))
          depthInLinkOrCode = Math.max(0, depthInLinkOrCode - 1);
        return part;
      }
      if (depthInLinkOrCode > 0) return part;
      return part.replace(MENTION, (whole, before: string, name: string) => {
        const path = pathOf(name);
        return path ? `${before}<a class="mention" href="${path}">@${name}</a>` : whole;
      });
    })
    .join("");
}

/** Plain text of Markdown, whitespace collapsed, cut at `max` characters with an ellipsis. */
export function markdownExcerpt(text: string, max: number): string {
  const plain = sanitizeHtml(markdown.render(text), { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}
