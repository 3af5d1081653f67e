/**
 * Typo correction of the site search: the nearest indexed word to a word that matched
 * nothing ("minecarft" → "minecraft"), by edit distance, the commoner word winning a tie.
 */

export interface WordCandidate {
  word: string;
  /** Documents holding the word. */
  documents: number;
}

/** Edits allowed: one for short words, two from five letters. */
export function maxEditsFor(word: string): number {
  return word.length <= 4 ? 1 : 2;
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters ("carft" → "craft") each count one. Stops early above `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The best correction among candidates, or null when none is close enough. */
export function nearestWord(word: string, candidates: readonly WordCandidate[]): string | null {
  const limit = maxEditsFor(word);
  let best: { word: string; distance: number; documents: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.word === word) continue;
    const distance = editDistance(word, candidate.word, limit);
    if (distance > limit) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && candidate.documents > best.documents) ||
      (distance === best.distance &&
        candidate.documents === best.documents &&
        candidate.word < best.word);
    if (better) best = { word: candidate.word, distance, documents: candidate.documents };
  }
  return best?.word ?? null;
}
