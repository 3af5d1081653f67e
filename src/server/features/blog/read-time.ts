/** Reading speed used for "N min read": a common estimate for on-screen reading. */
const WORDS_PER_MINUTE = 220;

export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

export function estimateReadTimeMinutes(html: string): number {
  return Math.max(1, Math.round(countWords(html) / WORDS_PER_MINUTE));
}
