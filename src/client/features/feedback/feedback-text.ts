import { htmlToPlainText } from "../../lib/plain-text";

/** Inline elements (bold, links, code…) that must not become spaces inside a sentence. */
const INLINE_TAG =
  /<\/?(?:a|abbr|b|code|del|em|i|ins|kbd|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi;

/**
 * The server's rendered Markdown as one run of text for a card (which clamps it): block ends
 * become spaces, inline tags vanish, so '**Neon Spire**.' reads 'Neon Spire.'.
 */
export function plainTextOf(html: string): string {
  return htmlToPlainText(html.replace(INLINE_TAG, ""));
}
