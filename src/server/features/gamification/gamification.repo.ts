import { type Kysely, sql, type Transaction } from "kysely";
import type { Engine } from "../../db/database";
import type { Database } from "../../db/schema";
import type { CounterMetric } from "./achievement-catalogue";

type Db = Kysely<Database> | Transaction<Database>;

export interface GamerRow {
  id: number;
  points: number;
  experience: number;
  level: number;
  loginStreak: number;
  lastCheckInDay: string | null;
}

const GAMER_COLUMNS = [
  "id",
  "points",
  "experience",
  "level",
  "loginStreak",
  "lastCheckInDay",
] as const;

export function findGamer(db: Db, userId: number): Promise<GamerRow | undefined> {
  return db.selectFrom("users").select(GAMER_COLUMNS).where("id", "=", userId).executeTakeFirst();
}

/**
 * Reads the user's totals and, on PostgreSQL, locks the row until the transaction ends, so
 * one user's awards run one after another (SQLite has a single writer anyway).
 */
/**
 * Locks the member's row for the award's transaction. "No key update" is enough (only points
 * and totals change) and, unlike a full update lock, it lets other transactions insert rows
 * that refer to the member (a reply notifying them, a vote on their post) without waiting,
 * which would otherwise deadlock against a transaction holding those rows.
 */
export function lockGamer(trx: Transaction<Database>, engine: Engine, userId: number) {
  let query = trx.selectFrom("users").select(GAMER_COLUMNS).where("id", "=", userId);
  if (engine === "postgres") query = query.forNoKeyUpdate();
  return query.executeTakeFirst();
}

export async function saveGamerTotals(trx: Transaction<Database>, gamer: GamerRow, now: Date) {
  await trx
    .updateTable("users")
    .set({
      points: gamer.points,
      experience: gamer.experience,
      level: gamer.level,
      loginStreak: gamer.loginStreak,
      lastCheckInDay: gamer.lastCheckInDay,
      updatedAt: now.toISOString(),
    })
    .where("id", "=", gamer.id)
    .execute();
}

/** Appends a ledger row unless the key was used before; returns whether it was added. */
export async function insertLedgerEntry(
  trx: Transaction<Database>,
  entry: {
    userId: number;
    reason: string;
    points: number;
    experience: number;
    idempotencyKey: string;
    createdAt: Date;
  },
): Promise<boolean> {
  const result = await trx
    .insertInto("pointLedger")
    .values({ ...entry, createdAt: entry.createdAt.toISOString() })
    .onConflict((oc) => oc.columns(["userId", "idempotencyKey"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Paid ledger rows of one reason since a moment (for the daily caps). */
export async function countPaidEntriesSince(
  db: Db,
  userId: number,
  reason: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom("pointLedger")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", userId)
    .where("reason", "=", reason)
    .where("points", ">", 0)
    .where("createdAt", ">=", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface LedgerEntry {
  points: number;
  experience: number;
  createdAt: Date | string;
}

/** The ledger row credited under a key, if any. */
export function findLedgerEntry(
  db: Db,
  userId: number,
  idempotencyKey: string,
): Promise<LedgerEntry | undefined> {
  return db
    .selectFrom("pointLedger")
    .select(["points", "experience", "createdAt"])
    .where("userId", "=", userId)
    .where("idempotencyKey", "=", idempotencyKey)
    .executeTakeFirst();
}

/** Moves counters by the amounts given (negative to take back); a counter never drops below 0. */
export async function incrementCounters(
  trx: Transaction<Database>,
  userId: number,
  counters: Partial<Record<CounterMetric, number>>,
) {
  for (const [metric, amount] of Object.entries(counters)) {
    if (!amount) continue;
    await trx
      .insertInto("userMetrics")
      .values({ userId, metric, value: Math.max(0, amount) })
      .onConflict((oc) =>
        oc.columns(["userId", "metric"]).doUpdateSet({
          value: sql`case when user_metrics.value + ${amount} < 0 then 0 else user_metrics.value + ${amount} end`,
        }),
      )
      .execute();
  }
}

export async function findCounters(db: Db, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("userMetrics")
    .select(["metric", "value"])
    .where("userId", "=", userId)
    .execute();
  return new Map(rows.map((row) => [row.metric, Number(row.value)]));
}

export interface UnlockRow {
  achievementId: string;
  unlockedAt: Date | string;
  featuredAt: Date | string | null;
}

export function findUnlocks(db: Db, userId: number): Promise<UnlockRow[]> {
  return db
    .selectFrom("userAchievements")
    .select(["achievementId", "unlockedAt", "featuredAt"])
    .where("userId", "=", userId)
    .execute();
}

export async function insertUnlock(
  trx: Transaction<Database>,
  userId: number,
  achievementId: string,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .insertInto("userAchievements")
    .values({ userId, achievementId, unlockedAt: now.toISOString(), featuredAt: null })
    .onConflict((oc) => oc.columns(["userId", "achievementId"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Features (keeping the first featuring time, which orders the showcase) or unfeatures. */
export async function setFeatured(
  db: Db,
  userId: number,
  achievementId: string,
  featuredAt: Date | null,
): Promise<void> {
  let update = db
    .updateTable("userAchievements")
    .set({ featuredAt: featuredAt?.toISOString() ?? null })
    .where("userId", "=", userId)
    .where("achievementId", "=", achievementId);
  if (featuredAt) update = update.where("featuredAt", "is", null);
  await update.execute();
}

/**
 * Adds what an award's transaction earned to the member's week and month totals (the weekly
 * and monthly boards), once per period at the end of the transaction and in ascending order of
 * period: the histogram triggers then lock their rows in one order in every transaction, and
 * for the shortest time.
 */
export async function addPeriodPoints(
  trx: Transaction<Database>,
  userId: number,
  pointsByPeriod: ReadonlyMap<string, number>,
) {
  const rows = [...pointsByPeriod]
    .filter(([, points]) => points !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([period, points]) => ({ period, userId, points }));
  if (rows.length === 0) return;
  await trx
    .insertInto("periodPoints")
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(["period", "userId"])
        .doUpdateSet({ points: sql`period_points.points + excluded.points` }),
    )
    .execute();
}
