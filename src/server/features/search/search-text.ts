import { escapeHtml } from "../../lib/escape-html";

/**
 * Text handling of the site search: plain text for the index, the words of a query, and the
 * highlight markers that become <mark> after escaping.
 */

/** Longest body kept in the index: enough for any article, bounded for the index's size. */
export const INDEXED_BODY_MAX = 20_000;

/**
 * The index's snippets wrap matched words in these two characters (never in indexed text:
 * `indexableText` removes control characters), so the excerpt can be HTML-escaped first and
 * the markers turned into <mark> after.
 */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";

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
 * so an excerpt spanning two parts still reads well: control characters out, whitespace
 * collapsed, length bounded.
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

/** The words of a text as the search sees them: lower-cased letters and digits. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Words worth correcting a typo towards: at least 3 characters, not only digits. */
export function vocabularyOf(...texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of wordsOf(text)) {
      if (word.length >= 3 && word.length <= 40 && !/^\d+$/.test(word)) words.add(word);
    }
  }
  return [...words];
}

/**
 * A snippet from the index as the reply's excerpt: everything escaped, then the markers
 * around matched words turned into <mark>, so <mark> is the only markup it can hold.
 */
export function excerptHtml(snippet: string): string {
  return escapeHtml(snippet)
    .replaceAll(MARK_START, "<mark>")
    .replaceAll(MARK_END, "</mark>")
    .replace(/<mark><\/mark>/g, "");
}
