/**
 * Plain text for the site search's index, as every content feature's search source writes it.
 */

/** Longest body kept in the index: enough for any article, bounded for the index's size. */
export const INDEXED_BODY_MAX = 20_000;

const ENTITIES: Record<string, string> = {
  "&nbsp;": " ",
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * Text for the index from its parts (description, sections, game...), joined by a middle dot
 * so an excerpt spanning two parts still reads well: control characters out (the index's
 * snippets mark matched words with two of them), whitespace collapsed, length bounded.
 */
export function indexableText(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" · ")
    .replace(CONTROL_CHARACTERS, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, INDEXED_BODY_MAX);
}

/**
 * Plain text of HTML the site wrote itself (sanitised on the way in), without a full parser:
 * tags become spaces and the few entities the sanitiser emits are decoded. Fast enough to
 * rebuild the index of 100,000 articles.
 */
export function plainTextOfHtml(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:nbsp|amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}
