/** A word that no seeded content holds, so a search test sees only what it made. */
export function rareWord(): string {
  const letters = Array.from({ length: 9 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");
  return `zq${letters}`;
}
