import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { DeveloperUpdateType } from "../../../shared/developer-updates-limits";
import type { Engine } from "../../db/database";
import { inTransaction } from "../../db/in-transaction";
import type { Database, DeveloperUpdateTable } from "../../db/schema";
import { reindexSearch } from "../../lib/search-index-writes";
import { updateHasTag, updateMatchesSearch } from "./developer-updates-search";

/** A whole developer update as stored. */
export type DeveloperUpdateRow = Selectable<DeveloperUpdateTable>;

/** An update as the list reads it: everything but the Markdown and its HTML. */
export type DeveloperUpdateSummaryRow = Omit<DeveloperUpdateRow, "content" | "contentHtml">;

/** A new update's columns; the slug is made unique by `insertDeveloperUpdate`. */
export type NewDeveloperUpdate = Omit<Insertable<DeveloperUpdateTable>, "id" | "slug">;

/** The position after the last update of a page: newest first by publication, then id. */
export interface UpdateCursor {
  publishedAt: string;
  id: number;
}

export interface UpdateFilters {
  type?: DeveloperUpdateType;
  search?: string;
  /** Lower-cased. */
  tagKey?: string;
}

const SUMMARY_COLUMNS = [
  "developerUpdates.id",
  "developerUpdates.slug",
  "developerUpdates.title",
  "developerUpdates.excerpt",
  "developerUpdates.updateType",
  "developerUpdates.roadmapStage",
  "developerUpdates.gameTitle",
  "developerUpdates.featuredImage",
  "developerUpdates.authorId",
  "developerUpdates.authorName",
  "developerUpdates.authorAvatar",
  "developerUpdates.readTimeMinutes",
  "developerUpdates.tags",
  "developerUpdates.publishedAt",
  "developerUpdates.createdAt",
  "developerUpdates.updatedAt",
] as const;

/**
 * One page of updates, newest first (publication time, then id), read along the
 * (published_at, id) index, or the (update_type, published_at, id) one for a type.
 */
export function findUpdatePage(
  db: Kysely<Database>,
  engine: Engine,
  options: { filters: UpdateFilters; cursor?: UpdateCursor; limit: number },
): Promise<DeveloperUpdateSummaryRow[]> {
  const { filters, cursor } = options;
  let query = db.selectFrom("developerUpdates").select(SUMMARY_COLUMNS);
  if (filters.type !== undefined) {
    query = query.where("developerUpdates.updateType", "=", filters.type);
  }
  if (filters.search !== undefined)
    query = query.where(updateMatchesSearch(engine, filters.search));
  if (filters.tagKey !== undefined) query = query.where(updateHasTag(engine, filters.tagKey));
  if (cursor) {
    query = query.where((eb) =>
      eb(
        eb.refTuple("developerUpdates.publishedAt", "developerUpdates.id"),
        "<",
        eb.tuple(cursor.publishedAt, cursor.id),
      ),
    );
  }
  return query
    .orderBy("developerUpdates.publishedAt", "desc")
    .orderBy("developerUpdates.id", "desc")
    .limit(options.limit)
    .execute();
}

export function findUpdateBySlug(
  db: Kysely<Database>,
  slug: string,
): Promise<DeveloperUpdateRow | undefined> {
  return db.selectFrom("developerUpdates").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export function findUpdateById(
  db: Kysely<Database>,
  id: number,
): Promise<DeveloperUpdateRow | undefined> {
  return db.selectFrom("developerUpdates").selectAll().where("id", "=", id).executeTakeFirst();
}

export interface UpdateNeighbour {
  slug: string;
  title: string;
}

/** The next older and the next newer update in the list's order (newest first). */
export async function findUpdateNeighbours(
  db: Kysely<Database>,
  position: UpdateCursor,
): Promise<{ previous: UpdateNeighbour | null; next: UpdateNeighbour | null }> {
  const base = db.selectFrom("developerUpdates").select(["slug", "title"]).limit(1);
  const previous = await base
    .where((eb) =>
      eb(eb.refTuple("publishedAt", "id"), "<", eb.tuple(position.publishedAt, position.id)),
    )
    .orderBy("publishedAt", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  const next = await base
    .where((eb) =>
      eb(eb.refTuple("publishedAt", "id"), ">", eb.tuple(position.publishedAt, position.id)),
    )
    .orderBy("publishedAt", "asc")
    .orderBy("id", "asc")
    .executeTakeFirst();
  return { previous: previous ?? null, next: next ?? null };
}

/** How many of the candidate slugs are taken (to pick the first free one in one query). */
async function findTakenSlugs(db: Kysely<Database>, candidates: string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom("developerUpdates")
    .select("slug")
    .where("slug", "in", candidates)
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** Suffixes tried per round: slug, slug-2 … slug-50. */
const SLUG_CANDIDATES = 50;
/** Rounds of "pick a free slug, insert": another writer can take the one picked meanwhile. */
const SLUG_ROUNDS = 5;

/**
 * Inserts an update under the first free slug of `base`, `base-2`, `base-3`… The unique index
 * decides between two writers picking the same slug at once: the insert that loses does
 * nothing (ON CONFLICT DO NOTHING keeps a PostgreSQL transaction usable) and picks again.
 */
export async function insertDeveloperUpdate(
  db: Kysely<Database>,
  baseSlug: string,
  values: NewDeveloperUpdate,
): Promise<{ id: number; slug: string }> {
  for (let round = 0; round < SLUG_ROUNDS; round += 1) {
    const candidates = Array.from({ length: SLUG_CANDIDATES }, (_, index) =>
      index === 0 ? baseSlug : `${baseSlug}-${index + 1}`,
    );
    const taken = await findTakenSlugs(db, candidates);
    const slug =
      candidates.find((candidate) => !taken.has(candidate)) ??
      // Fifty updates under one title: a suffix no one has used yet.
      `${baseSlug}-${Date.now().toString(36)}${round}`;
    const row = await db
      .insertInto("developerUpdates")
      .values({ ...values, slug })
      .onConflict((oc) => oc.column("slug").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (row) {
      await reindexSearch(db, "update", row.id);
      return { id: row.id, slug };
    }
  }
  throw new Error(`No free slug for a developer update after ${SLUG_ROUNDS} tries: ${baseSlug}`);
}

export async function updateDeveloperUpdateRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<DeveloperUpdateTable>,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable("developerUpdates")
      .set(changes)
      .where("id", "=", id)
      .executeTakeFirst();
    await reindexSearch(trx, "update", id);
    return Number(result.numUpdatedRows) > 0;
  });
}

export async function deleteDeveloperUpdateRow(db: Kysely<Database>, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom("developerUpdates").where("id", "=", id).executeTakeFirst();
    await reindexSearch(trx, "update", id);
    return Number(result.numDeletedRows) > 0;
  });
}

export async function countDeveloperUpdates(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("developerUpdates")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The feed's items: the newest updates with what an RSS item shows. */
export function findFeedUpdates(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom("developerUpdates")
    .select(["slug", "title", "excerpt", "updateType", "authorName", "tags", "publishedAt"])
    .orderBy("publishedAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Every update's slug and last change, newest first, for the sitemap. */
export function findSitemapUpdates(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom("developerUpdates")
    .select(["slug", "updatedAt"])
    .orderBy("publishedAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** What an update's page head needs. */
export function findUpdateMeta(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom("developerUpdates")
    .select([
      "slug",
      "title",
      "excerpt",
      "updateType",
      "gameTitle",
      "featuredImage",
      "authorName",
      "tags",
      "publishedAt",
      "updatedAt",
    ])
    .where("slug", "=", slug)
    .executeTakeFirst();
}
