import { htmlToPlainText } from "../../lib/html-sanitizer";
import type { PostSummaryRow } from "./blog.repo";

/** The longest excerpt a post can be written with; a summary of the body is no longer. */
const EXCERPT_MAX_CHARS = 200;

const BLOCK_TAG =
  /<\/?(?:p|div|h[1-6]|li|ul|ol|br|hr|blockquote|figure|figcaption|pre|table|tr|td|th)\b/gi;

/** The excerpt, or, for a post stored without one, the start of its body as plain text. */
export function summaryExcerpt(row: Pick<PostSummaryRow, "excerpt" | "contentHead">): string {
  if (row.excerpt.trim() !== "" || !row.contentHead) return row.excerpt;
  const html = row.contentHead
    // The head may end inside a tag; that unfinished tag is not text.
    .replace(/<[^>]*$/, "")
    // Blocks are apart on the page: their words must not run together in the text.
    .replace(BLOCK_TAG, " $&");
  const text = htmlToPlainText(html);
  if (text.length <= EXCERPT_MAX_CHARS) return text;
  const cut = text.slice(0, EXCERPT_MAX_CHARS - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > EXCERPT_MAX_CHARS / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
