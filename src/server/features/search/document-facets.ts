import type { Kysely } from "kysely";
import { SEARCH_CONTENT_TYPES, type SearchContentType } from "../../../shared/search-limits";
import type { Database } from "../../db/schema";
import { findDocumentFacets } from "./search.repo";

/** Documents read per statement while loading. */
const LOAD_CHUNK = 5_000;
const OTHER_KIND = 255;

/**
 * The content type and tags of every document of the search index, in memory, one copy per
 * app: the facet counts of a common word then cost one pass over the ids of its matches (the
 * database reads only its full-text index) instead of a read of each matching row and its tags,
 * which took 100–500 ms for a word in half the documents.
 *
 * Never stale: a document's row is written once and never changed (an edit writes the
 * document again under a new id, and ids are never reused), so what is known of an id stays
 * true, and a removed document simply never matches again. Ids met that are not known yet are
 * read before counting.
 */
export class DocumentFacets {
  /**
   * 1 + the type's position in SEARCH_CONTENT_TYPES, by document id; 0: not known; OTHER_KIND:
   * a type no tab shows (its tags still count).
   */
  #kinds = new Uint8Array(1024);
  /** Where a document's tags start in #tagPool, and how many it has. */
  #tagStart = new Int32Array(1024);
  #tagCount = new Uint8Array(1024);
  /** Ids into #names, document after document. */
  #tagPool = new Int32Array(4096);
  #poolLength = 0;
  /** Each tag as written, and the lower-cased tag it counts as. */
  readonly #names: string[] = [];
  readonly #nameKeys: number[] = [];
  readonly #nameIds = new Map<string, number>();
  readonly #keys: string[] = [];
  readonly #keyIds = new Map<string, number>();
  #loading: Promise<void> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /** Reads every document not known yet (once, in chunks); then counting needs no read. */
  loadAll(): Promise<void> {
    this.#loading ??= this.#loadAll().catch((error: unknown) => {
      this.#loading = null;
      throw error;
    });
    return this.#loading;
  }

  async #loadAll(): Promise<void> {
    let afterId = 0;
    for (;;) {
      const rows = await findDocumentFacets(this.db, { afterId, limit: LOAD_CHUNK });
      this.#learn(rows);
      const last = rows.at(-1);
      if (!last || rows.length < LOAD_CHUNK) return;
      afterId = last.id;
    }
  }

  /**
   * Matches per content type, and the `limit` most frequent tags (by count, then tag) among
   * the matches of `kind` when given, as the SQL of search.repo.ts counts them.
   */
  async count(
    ids: Int32Array | number[],
    kind: SearchContentType | undefined,
    limit: number,
  ): Promise<{
    kinds: { kind: SearchContentType; count: number }[];
    tags: { name: string; count: number }[];
  }> {
    // The first count after a start reads every document (about half a second at 200,000);
    // later ones read only documents written since.
    await this.loadAll();
    const unknown: number[] = [];
    for (const id of ids) if (!this.#kindOf(id)) unknown.push(id);
    for (let start = 0; start < unknown.length; start += LOAD_CHUNK) {
      this.#learn(
        await findDocumentFacets(this.db, { ids: unknown.slice(start, start + LOAD_CHUNK) }),
      );
    }
    const kindCounts = new Int32Array(SEARCH_CONTENT_TYPES.length + 1);
    const tagCounts = new Int32Array(this.#keys.length);
    /** Per tag, the smallest way it is written among the matches (SQL's min(name)). */
    const tagNames = new Int32Array(this.#keys.length).fill(-1);
    const wanted = kind ? SEARCH_CONTENT_TYPES.indexOf(kind) + 1 : 0;
    const kindOf = this.#kinds;
    for (const id of ids) {
      const documentKind = id < kindOf.length ? (kindOf[id] ?? 0) : 0;
      if (!documentKind) continue;
      if (documentKind !== OTHER_KIND)
        kindCounts[documentKind] = (kindCounts[documentKind] ?? 0) + 1;
      if (wanted && documentKind !== wanted) continue;
      const start = this.#tagStart[id] ?? 0;
      const end = start + (this.#tagCount[id] ?? 0);
      for (let at = start; at < end; at++) {
        const nameId = this.#tagPool[at] ?? 0;
        const key = this.#nameKeys[nameId] ?? 0;
        tagCounts[key] = (tagCounts[key] ?? 0) + 1;
        const best = tagNames[key] ?? -1;
        // Names are compared only when a tag is written in more than one way.
        if (
          best !== nameId &&
          (best < 0 || (this.#names[nameId] ?? "") < (this.#names[best] ?? ""))
        ) {
          tagNames[key] = nameId;
        }
      }
    }
    const kinds = SEARCH_CONTENT_TYPES.flatMap((type, index) => {
      const count = kindCounts[index + 1] ?? 0;
      return count > 0 ? [{ kind: type, count }] : [];
    });
    const keys = this.#keys;
    const counted: number[] = [];
    tagCounts.forEach((count, key) => {
      if (count > 0) counted.push(key);
    });
    const tags = counted
      .sort((a, b) => {
        const byCount = (tagCounts[b] ?? 0) - (tagCounts[a] ?? 0);
        return byCount !== 0 ? byCount : (keys[a] ?? "") < (keys[b] ?? "") ? -1 : 1;
      })
      .slice(0, limit)
      .map((key) => ({ name: this.#names[tagNames[key] ?? 0] ?? "", count: tagCounts[key] ?? 0 }));
    return { kinds, tags };
  }

  #kindOf(id: number): number {
    return id < this.#kinds.length ? (this.#kinds[id] ?? 0) : 0;
  }

  #learn(rows: { id: number; kind: string; tags: { tag: string; name: string }[] }[]): void {
    for (const row of rows) {
      const kind = SEARCH_CONTENT_TYPES.indexOf(row.kind as SearchContentType) + 1 || OTHER_KIND;
      this.#ensureId(row.id);
      this.#ensurePool(this.#poolLength + row.tags.length);
      this.#tagStart[row.id] = this.#poolLength;
      this.#tagCount[row.id] = Math.min(row.tags.length, 255);
      for (const tag of row.tags.slice(0, 255)) {
        this.#tagPool[this.#poolLength++] = this.#nameId(tag.tag, tag.name);
      }
      this.#kinds[row.id] = kind;
    }
  }

  #nameId(tag: string, name: string): number {
    let id = this.#nameIds.get(name);
    if (id !== undefined) return id;
    let key = this.#keyIds.get(tag);
    if (key === undefined) {
      key = this.#keys.length;
      this.#keys.push(tag);
      this.#keyIds.set(tag, key);
    }
    id = this.#names.length;
    this.#names.push(name);
    this.#nameKeys.push(key);
    this.#nameIds.set(name, id);
    return id;
  }

  #ensureId(id: number): void {
    if (id < this.#kinds.length) return;
    let size = this.#kinds.length;
    while (size <= id) size *= 2;
    this.#kinds = grown(this.#kinds, new Uint8Array(size));
    this.#tagStart = grown(this.#tagStart, new Int32Array(size));
    this.#tagCount = grown(this.#tagCount, new Uint8Array(size));
  }

  #ensurePool(length: number): void {
    if (length <= this.#tagPool.length) return;
    let size = this.#tagPool.length;
    while (size < length) size *= 2;
    this.#tagPool = grown(this.#tagPool, new Int32Array(size));
  }
}

function grown<T extends Uint8Array | Int32Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
