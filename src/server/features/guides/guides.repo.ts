import type { Kysely, Selectable } from "kysely";
import type { GuidesQuery } from "../../../shared/guides";
import type { Engine } from "../../db/database";
import { inTransaction } from "../../db/in-transaction";
import type { Database, GuideTable } from "../../db/schema";
import { countSearchView, reindexSearch } from "../../lib/search-index-writes";
import { guideMatchesSearch } from "./guides-search";

/** SQL of guides, their ratings and their views. */

export type GuideRow = Selectable<GuideTable> & { gameSlug: string | null };

function selectGuides(db: Kysely<Database>) {
  return db
    .selectFrom("guides")
    .leftJoin("games", "games.id", "guides.gameId")
    .selectAll("guides")
    .select("games.slug as gameSlug");
}

/** Newest first; one row more than the page, so the caller knows whether another page exists. */
export async function findGuides(
  db: Kysely<Database>,
  engine: Engine,
  query: GuidesQuery,
  pageSize: number,
): Promise<{ rows: GuideRow[]; total: number }> {
  let filtered = db.selectFrom("guides").leftJoin("games", "games.id", "guides.gameId");
  if (query.game) filtered = filtered.where("games.slug", "=", query.game);
  if (query.difficulty) filtered = filtered.where("guides.difficulty", "=", query.difficulty);
  if (query.q) filtered = filtered.where(guideMatchesSearch(engine, query.q));
  const [rows, count] = await Promise.all([
    filtered
      .selectAll("guides")
      .select("games.slug as gameSlug")
      .orderBy("guides.publishedAt", "desc")
      .orderBy("guides.id", "desc")
      .offset((query.page - 1) * pageSize)
      .limit(pageSize + 1)
      .execute(),
    filtered
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** The games that have at least one guide, by title, with how many each has. */
export async function findGuideGames(
  db: Kysely<Database>,
): Promise<{ slug: string; title: string; guideCount: number }[]> {
  const rows = await db
    .selectFrom("guides")
    .innerJoin("games", "games.id", "guides.gameId")
    .select(["games.slug", "games.title"])
    .select((eb) => eb.fn.count<number | string>("guides.id").as("guideCount"))
    .groupBy(["games.id", "games.slug", "games.title"])
    .orderBy("games.title")
    .execute();
  return rows.map((row) => ({ ...row, guideCount: Number(row.guideCount) }));
}

export function findGuide(db: Kysely<Database>, id: number): Promise<GuideRow | undefined> {
  return selectGuides(db).where("guides.id", "=", id).executeTakeFirst();
}

export async function countGuides(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("guides")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type GuideValues = Omit<
  Selectable<GuideTable>,
  "id" | "ratingSum" | "ratingCount" | "views" | "createdAt" | "updatedAt" | "publishedAt"
> & { publishedAt: string };

export async function insertGuide(
  db: Kysely<Database>,
  values: GuideValues & { id?: number; ratingSum?: number; ratingCount?: number; views?: number },
  now: Date,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const nowIso = now.toISOString();
    const row = await trx
      .insertInto("guides")
      .values({ ...values, createdAt: nowIso, updatedAt: nowIso })
      .returning("id")
      .executeTakeFirstOrThrow();
    await reindexSearch(trx, "guide", row.id);
    return row.id;
  });
}

export async function updateGuide(
  db: Kysely<Database>,
  id: number,
  values: Partial<GuideValues>,
  now: Date,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable("guides")
      .set({ ...values, updatedAt: now.toISOString() })
      .where("id", "=", id)
      .execute();
    await reindexSearch(trx, "guide", id);
  });
}

export async function deleteGuide(db: Kysely<Database>, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom("guides").where("id", "=", id).execute();
    await reindexSearch(trx, "guide", id);
  });
}

export async function findMyRating(
  db: Kysely<Database>,
  guideId: number,
  userId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom("guideRatings")
    .select("rating")
    .where("guideId", "=", guideId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row ? Number(row.rating) : null;
}

/**
 * Writes the member's rating (a second one replaces the first) and recomputes the guide's sum
 * and count from the rows, in one transaction. On PostgreSQL the guide's row is locked first,
 * so concurrent ratings of one guide recount one after the other, each seeing the ratings the
 * previous ones committed (without it two could count the same rows and the last write would
 * drop a rating from the totals); SQLite runs one transaction at a time.
 */
export async function saveRating(
  db: Kysely<Database>,
  engine: Engine,
  guideId: number,
  userId: number,
  rating: number,
  now: Date,
): Promise<{ ratingSum: number; ratingCount: number }> {
  return db.transaction().execute(async (trx) => {
    const nowIso = now.toISOString();
    if (engine === "postgres") {
      await trx
        .selectFrom("guides")
        .select("id")
        .where("id", "=", guideId)
        .forNoKeyUpdate()
        .execute();
    }
    await trx
      .insertInto("guideRatings")
      .values({ guideId, userId, rating, createdAt: nowIso, updatedAt: nowIso })
      .onConflict((oc) =>
        oc.columns(["guideId", "userId"]).doUpdateSet({ rating, updatedAt: nowIso }),
      )
      .execute();
    const totals = await trx
      .selectFrom("guideRatings")
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number | string>("rating"), eb.lit(0)).as("ratingSum"),
        eb.fn.countAll<number | string>().as("ratingCount"),
      ])
      .where("guideId", "=", guideId)
      .executeTakeFirstOrThrow();
    const ratingSum = Number(totals.ratingSum);
    const ratingCount = Number(totals.ratingCount);
    await trx
      .updateTable("guides")
      .set({ ratingSum, ratingCount })
      .where("id", "=", guideId)
      .execute();
    return { ratingSum, ratingCount };
  });
}

/** A viewer's views of one guide count once an hour, as post views do (see blog/views.repo.ts). */
export const GUIDE_VIEW_WINDOW_MS = 60 * 60 * 1000;

export async function countGuideView(
  db: Kysely<Database>,
  guideId: number,
  viewer: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const cutoff = new Date(now.getTime() - GUIDE_VIEW_WINDOW_MS).toISOString();
    const result = await trx
      .insertInto("guideViews")
      .values({ guideId, viewer, countedAt: now.toISOString() })
      .onConflict((oc) =>
        oc
          .columns(["guideId", "viewer"])
          .doUpdateSet({ countedAt: now.toISOString() })
          .where("guideViews.countedAt", "<=", cutoff),
      )
      .executeTakeFirst();
    const counted = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    if (counted) {
      await trx
        .updateTable("guides")
        .set((eb) => ({ views: eb("views", "+", 1) }))
        .where("id", "=", guideId)
        .execute();
      await countSearchView(trx, "guide", guideId);
    }
    return counted;
  });
}
