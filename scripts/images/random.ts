/** Seeded randomness: the same seed always draws the same picture. */
export type Random = () => number;

/** mulberry32: tiny, fast and good enough for scattering stars. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash, so every image gets its own stable seed from its name. */
export function seedOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick() needs a non-empty list");
  return item;
}

/** A position in 0..1 that clusters near 0 and 1, to keep detail at the edges of a page. */
export function towardEdges(random: Random): number {
  const t = random();
  return t < 0.5 ? (t * 2) ** 2 / 2 : 1 - ((1 - t) * 2) ** 2 / 2;
}

/** Rounds to one decimal so generated SVG stays compact. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}
