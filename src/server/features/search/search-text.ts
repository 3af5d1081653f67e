import { escapeHtml } from "../../lib/escape-html";

/**
 * Text handling of the site search: the words of a query and of the vocabulary, and the
 * highlight markers that become <mark> after escaping (the index's own text comes from
 * lib/indexable-text.ts).
 */

/**
 * The index's snippets wrap matched words in these two characters (never in indexed text:
 * lib/indexable-text.ts removes control characters), so the excerpt can be HTML-escaped first and
 * the markers turned into <mark> after.
 */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";

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
