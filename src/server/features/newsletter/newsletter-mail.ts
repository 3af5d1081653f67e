import { escapeHtml } from "../../lib/escape-html";
import { renderMarkdown } from "../../lib/markdown";

/**
 * One rendering of an issue for the admin preview and for the mail: the body as HTML through
 * the site's Markdown renderer and allow-list (what the preview shows, and the mail's HTML part
 * holds unchanged), and the same document as readable plain text for the mail's text part.
 */
export function renderIssueHtml(body: string): string {
  return renderMarkdown(body);
}

const ENTITIES: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&amp;": "&",
};
const decodeEntities = (text: string) =>
  text.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * The issue as plain text, from its rendered HTML (so both parts say the same): no Markdown
 * syntax, links as "text (address)", list items with a dash, blocks apart by a blank line.
 */
export function renderIssueText(body: string): string {
  return htmlToPlainText(renderIssueHtml(body));
}

function htmlToPlainText(html: string): string {
  return decodeEntities(
    html
      // Links: "text (address)", or the address alone when the text is the address.
      .replace(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_whole, href, inner) => {
        const label = inner.replace(/<[^>]+>/g, "");
        const address = decodeEntities(href);
        return decodeEntities(label) === address ? href : `${label} (${href})`;
      })
      .replace(/<br\s*\/?>\n?/g, "\n")
      .replace(/<li>\s*(<p>)?/g, "- ")
      .replace(/<hr\s*\/?>/g, "\n----\n")
      .replace(/<(ul|ol|blockquote|table|thead|tbody)>\n?/g, "")
      .replace(/<\/(li|tr)>\n?/g, "\n")
      .replace(/<\/(p|h[1-6]|blockquote|pre|ul|ol|table)>\n?/g, "\n\n")
      .replace(/<\/t[hd]>/g, " ")
      .replace(/<[^>]+>/g, ""),
  )
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * The mail's HTML part: the rendered body in a plain, e-mail-safe page (inline styles only,
 * one centred column, no images or scripts), with the unsubscribe link below it.
 */
export function issueEmailHtml(options: {
  subject: string;
  bodyHtml: string;
  unsubscribeUrl: string;
}): string {
  const link = escapeHtml(options.unsubscribeUrl);
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(options.subject)}</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#f4f4f7;color:#1f2330;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.55">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    options.bodyHtml,
    "</div>",
    '<p style="max-width:600px;margin:16px auto 0;color:#6b7080;font-size:13px;text-align:center">',
    `You receive this because you subscribed to the GameHub newsletter. <a href="${link}" style="color:#6b7080">Unsubscribe</a>`,
    "</p>",
    "</body></html>",
  ].join("\n");
}
