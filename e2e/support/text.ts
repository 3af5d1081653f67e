/** `text` as a regular expression matching exactly it (a title with "?" or "(", say). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A text no other test run uses: "prefix k3j9x2abc". */
export function unique(text: string): string {
  return `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}
