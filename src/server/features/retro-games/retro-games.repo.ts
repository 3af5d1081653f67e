import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { NewRetroGame, RetroGameChanges } from "../../../shared/retro-games";
import { inTransaction } from "../../db/in-transaction";
import type { Database, RetroGameTable } from "../../db/schema";
import { reindexSearch } from "../../lib/search-index-writes";

/** SQL of the retro arcade: games, their bundles and the members' plays. */

type Db = Kysely<Database> | Transaction<Database>;
export type RetroGameRow = Selectable<RetroGameTable> & { bundleSha256: string | null };

function selectGames(db: Db) {
  return db
    .selectFrom("retroGames")
    .leftJoin("retroGameBundles", "retroGameBundles.gameId", "retroGames.id")
    .selectAll("retroGames")
    .select("retroGameBundles.sha256 as bundleSha256");
}

/** The library in its order; `q` matches title, developer or genre, `genre` one genre. */
export function findRetroGames(
  db: Db,
  filters: { q?: string; genre?: string },
): Promise<RetroGameRow[]> {
  let query = selectGames(db);
  if (filters.q) {
    const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(
        (["retroGames.title", "retroGames.developer", "retroGames.genre"] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  if (filters.genre) {
    const genre = filters.genre.toLowerCase();
    query = query.where(sql<boolean>`lower(${sql.ref("retroGames.genre")}) = ${genre}`);
  }
  return query.orderBy("retroGames.sortOrder").orderBy("retroGames.title").execute();
}

export function findRetroGameById(db: Db, id: number): Promise<RetroGameRow | undefined> {
  return selectGames(db).where("retroGames.id", "=", id).executeTakeFirst();
}

export function findRetroGameBySlug(db: Db, slug: string) {
  return db.selectFrom("retroGames").select("id").where("slug", "=", slug).executeTakeFirst();
}

export async function countRetroGames(db: Db): Promise<number> {
  const row = await db
    .selectFrom("retroGames")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertRetroGame(db: Db, game: NewRetroGame, now: Date): Promise<number> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("retroGames")
      .values({ ...game, createdAt: now.toISOString(), updatedAt: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await reindexSearch(trx, "retro", row.id);
    return row.id;
  });
}

export async function updateRetroGame(
  db: Db,
  id: number,
  changes: RetroGameChanges,
  now: Date,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable("retroGames")
      .set({ ...changes, updatedAt: now.toISOString() })
      .where("id", "=", id)
      .execute();
    await reindexSearch(trx, "retro", id);
  });
}

export async function deleteRetroGame(db: Db, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom("retroGames").where("id", "=", id).executeTakeFirst();
    await reindexSearch(trx, "retro", id);
    return Number(result.numDeletedRows) > 0;
  });
}

/** Stores a game's bundle, replacing the one before (its address changes with the hash). */
export async function saveBundle(
  db: Db,
  values: { gameId: number; bytes: Buffer; sha256: string; uploadedBy: number | null },
  now: Date,
): Promise<void> {
  const row = {
    bytes: values.bytes,
    sha256: values.sha256,
    size: values.bytes.length,
    uploadedBy: values.uploadedBy,
    uploadedAt: now.toISOString(),
  };
  await db
    .insertInto("retroGameBundles")
    .values({ gameId: values.gameId, ...row })
    .onConflict((oc) => oc.column("gameId").doUpdateSet(row))
    .execute();
}

export function findBundle(db: Db, gameId: number) {
  return db
    .selectFrom("retroGameBundles")
    .select(["bytes", "sha256"])
    .where("gameId", "=", gameId)
    .executeTakeFirst();
}

/** Records the start of today's play of a game (the first start of the day counts). */
export async function recordPlayStart(
  db: Db,
  play: { userId: number; gameId: number; day: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto("retroPlays")
    .values({ ...play, startedAt: now.toISOString(), loggedAt: null })
    .onConflict((oc) => oc.columns(["userId", "gameId", "day"]).doNothing())
    .execute();
}

export function findPlay(db: Db, play: { userId: number; gameId: number; day: string }) {
  return db
    .selectFrom("retroPlays")
    .select(["startedAt", "loggedAt"])
    .where("userId", "=", play.userId)
    .where("gameId", "=", play.gameId)
    .where("day", "=", play.day)
    .executeTakeFirst();
}

/** Marks today's play logged; false when it was logged already (by a concurrent call). */
export async function markPlayLogged(
  db: Db,
  play: { userId: number; gameId: number; day: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("retroPlays")
    .set({ loggedAt: now.toISOString() })
    .where("userId", "=", play.userId)
    .where("gameId", "=", play.gameId)
    .where("day", "=", play.day)
    .where("loggedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
