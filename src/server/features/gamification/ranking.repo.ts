import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";

export interface BoardRow {
  id: number;
  username: string;
  displayName: string | null;
  avatar: string | null;
  level: number;
  points: number;
}

/** Must match the block size of the points_blocks triggers (migration 0004). */
const POINTS_PER_BLOCK = 1024;

/**
 * Users with more points than this, and all users, from the two-level points histogram: the
 * blocks above this one, plus the distinct totals above it inside its own block. A few
 * hundred rows at most, however many users there are.
 */
export async function rankInHistogram(
  db: Kysely<Database>,
  points: number,
): Promise<{ above: number; total: number }> {
  const block = Math.floor(points / POINTS_PER_BLOCK);
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("pointsBlocks")
        .select(sql<number>`coalesce(sum(user_count), 0)`.as("n"))
        .where("block", ">", block)
        .as("aboveBlocks"),
      eb
        .selectFrom("pointsBuckets")
        .select(sql<number>`coalesce(sum(user_count), 0)`.as("n"))
        .where("points", ">", points)
        .where("points", "<", (block + 1) * POINTS_PER_BLOCK)
        .as("aboveInBlock"),
      eb
        .selectFrom("pointsBlocks")
        .select(sql<number>`coalesce(sum(user_count), 0)`.as("n"))
        .as("total"),
    ])
    .executeTakeFirstOrThrow();
  return {
    above: Number(row.aboveBlocks ?? 0) + Number(row.aboveInBlock ?? 0),
    total: Number(row.total ?? 0),
  };
}

/** Must match the block size of the period_points histogram triggers (migration 0021). */
const PERIOD_POINTS_PER_BLOCK = 256;

/**
 * Users who earned more than this in a week or month, from that period's two-level histogram:
 * the blocks above this total's block, plus the distinct totals above it inside its block.
 * The database divides towards zero, so block 0 holds -255 to 255 and a negative block ends at
 * its first total; period totals are not negative in practice, but the sum stays exact if one is.
 */
export async function countUsersAboveInPeriodHistogram(
  db: Kysely<Database>,
  period: string,
  points: number,
): Promise<number> {
  const block = Math.trunc(points / PERIOD_POINTS_PER_BLOCK);
  const lastInBlock =
    block >= 0
      ? block * PERIOD_POINTS_PER_BLOCK + PERIOD_POINTS_PER_BLOCK - 1
      : block * PERIOD_POINTS_PER_BLOCK;
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("periodPointsBlocks")
        .select(sql<number>`coalesce(sum(user_count), 0)`.as("n"))
        .where("period", "=", period)
        .where("block", ">", block)
        .as("aboveBlocks"),
      eb
        .selectFrom("periodPointsBuckets")
        .select(sql<number>`coalesce(sum(user_count), 0)`.as("n"))
        .where("period", "=", period)
        .where("points", ">", points)
        .where("points", "<=", lastInBlock)
        .as("aboveInBlock"),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.aboveBlocks ?? 0) + Number(row.aboveInBlock ?? 0);
}

/** Every user (staff included), from the coarse level of the all-time histogram. */
export async function countUsersInHistogram(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("pointsBlocks")
    .select(sql<number>`coalesce(sum(user_count), 0)`.as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Staff run the site and are left off the boards (an administrator's points are not a
 * player's). Written as the partial index users_staff_points_idx is, so both engines use it.
 */
const isStaff = sql<boolean>`is_admin = true`;
const isNotStaff = sql<boolean>`is_admin = false`;

/** Administrators with more points than this (or all of them), from their partial index. */
export async function countStaffAbove(db: Kysely<Database>, points: number | null) {
  let query = db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where(isStaff);
  if (points !== null) query = query.where("points", ">", points);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Administrators who earned more than this in the period. Read from the administrators (their
 * partial index, a handful of rows) to each one's total by its key: joined the other way round,
 * SQLite walks every member above this total in period_points_board_idx.
 */
export async function countStaffAboveInPeriod(
  db: Kysely<Database>,
  period: string,
  points: number,
): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where(isStaff)
    .where(
      (eb) =>
        eb
          .selectFrom("periodPoints")
          .select("periodPoints.points")
          .where("periodPoints.period", "=", period)
          .whereRef("periodPoints.userId", "=", "users.id"),
      ">",
      points,
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The top of the all-time board: reads the head of users_points_idx. */
export function findTopUsers(db: Kysely<Database>, limit: number): Promise<BoardRow[]> {
  return db
    .selectFrom("users")
    .select(["id", "username", "displayName", "avatar", "level", "points"])
    .where(isNotStaff)
    .orderBy("points", "desc")
    .orderBy("id", "asc")
    .limit(limit)
    .execute();
}

/** The top of a week's or month's board: the head of period_points_board_idx. */
export async function findTopUsersOfPeriod(
  db: Kysely<Database>,
  period: string,
  limit: number,
): Promise<BoardRow[]> {
  return db
    .selectFrom("periodPoints")
    .innerJoin("users", "users.id", "periodPoints.userId")
    .select([
      "users.id",
      "users.username",
      "users.displayName",
      "users.avatar",
      "users.level",
      "periodPoints.points",
    ])
    .where("periodPoints.period", "=", period)
    .where("periodPoints.points", ">", 0)
    .where(sql<boolean>`users.is_admin = false`)
    .orderBy("periodPoints.points", "desc")
    .orderBy("periodPoints.userId", "asc")
    .limit(limit)
    .execute();
}

export async function pointsOfUserInPeriod(
  db: Kysely<Database>,
  userId: number,
  period: string,
): Promise<number> {
  const row = await db
    .selectFrom("periodPoints")
    .select("points")
    .where("period", "=", period)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row?.points ?? 0;
}
