/**
 * A URL-safe slug: lower case ASCII letters and digits joined by single hyphens, accents
 * dropped ("Pokémon Légendes" → "pokemon-legendes"). Empty when nothing is left.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
