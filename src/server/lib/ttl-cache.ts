/**
 * A small in-memory cache whose entries expire after `ttlMs`; the oldest entry is dropped
 * when it is full. For values that may be a few seconds stale (list totals).
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async getOrCompute(key: string, now: number, compute: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = await compute();
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, expiresAt: now + this.ttlMs });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
