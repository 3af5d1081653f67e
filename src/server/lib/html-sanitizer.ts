import sanitizeHtml from "sanitize-html";

/**
 * The one allow-list for stored HTML (admin posts and news feed items): stored XSS is the
 * classic hole of blogs, so anything not listed here is dropped before it reaches the database.
 */
const LINK_URL = /^(https?:\/\/|mailto:)/i;
/** Absolute http(s) images, and the site's copies of remote images (features/media). */
const IMAGE_URL = /^(https?:\/\/|\/media\/\d{1,10}\.webp(\?w=\d{1,5})?$)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "a",
    "blockquote",
    "code",
    "pre",
    "img",
    "br",
    "hr",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Dropped together with their content: their text is code or markup, never prose.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "svg",
    "math",
  ],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, { href, title }) => ({
      tagName,
      attribs: {
        ...(href && LINK_URL.test(href.trim()) ? { href: href.trim() } : {}),
        ...(title ? { title } : {}),
        rel: "noopener noreferrer nofollow",
        target: "_blank",
      },
    }),
    // Relative image paths would resolve against our site; only absolute http(s) images and
    // the site's own /media/ copies stay.
    img: (tagName, { src, ...rest }) => ({
      tagName,
      attribs: { ...(src && IMAGE_URL.test(src.trim()) ? { src: src.trim() } : {}), ...rest },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Text without any markup, whitespace collapsed (excerpts, feed summaries). */
export function htmlToPlainText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
