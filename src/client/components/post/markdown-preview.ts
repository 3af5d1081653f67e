import MarkdownIt from "markdown-it";

/**
 * The editor's preview, drawn in the browser with the library the server renders with and the
 * same settings: raw HTML in the text is never rendered (`html: false` escapes it), bare links
 * become links. What is shown is then cut down to the server's allow-list of tags and
 * attributes, so the preview can never run anything. (This module loads with the Preview tab
 * only: markdown-it is far too heavy for the page's first view.)
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

const ALLOWED_TAGS = new Set([
  "P",
  "BR",
  "HR",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "UL",
  "OL",
  "LI",
  "STRONG",
  "EM",
  "S",
  "DEL",
  "A",
  "BLOCKQUOTE",
  "CODE",
  "PRE",
  "TABLE",
  "THEAD",
  "TBODY",
  "TR",
  "TH",
  "TD",
]);
const LINK_URL = /^(https?:\/\/|mailto:|\/(?!\/))/i;

function sanitize(root: ParentNode): void {
  for (const element of Array.from(root.children)) {
    if (!ALLOWED_TAGS.has(element.tagName)) {
      // Keep the text of anything else, never the element.
      element.replaceWith(document.createTextNode(element.textContent ?? ""));
      continue;
    }
    const href = element.tagName === "A" ? (element.getAttribute("href") ?? "").trim() : "";
    const start = element.tagName === "OL" ? element.getAttribute("start") : null;
    for (const attribute of Array.from(element.attributes)) element.removeAttribute(attribute.name);
    if (element.tagName === "A") {
      if (LINK_URL.test(href)) element.setAttribute("href", href);
      element.setAttribute("rel", "nofollow ugc noopener");
      element.setAttribute("target", "_blank");
    }
    if (start && /^\d+$/.test(start)) element.setAttribute("start", start);
    sanitize(element);
  }
}

export function renderPreview(text: string): string {
  const template = document.createElement("template");
  template.innerHTML = markdown.render(text);
  sanitize(template.content);
  return template.innerHTML;
}
