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

/** Users with more points than this, from the points histogram: a sum over distinct totals. */
export async function countUsersAbove(db: Kysely<Database>, points: number): Promise<number> {
  const row = await db
    .selectFrom("pointsBuckets")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("userCount"), sql<number>`0`).as("n"))
    .where("points", ">", points)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countRankedUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("pointsBuckets")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("userCount"), sql<number>`0`).as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The top of the all-time board: reads the head of users_points_idx. */
export function findTopUsers(db: Kysely<Database>, limit: number): Promise<BoardRow[]> {
  return db
    .selectFrom("users")
    .select(["id", "username", "displayName", "avatar", "level", "points"])
    .orderBy("points", "desc")
    .orderBy("id", "asc")
    .limit(limit)
    .execute();
}

function periodTotals(db: Kysely<Database>, since: Date) {
  return db
    .selectFrom("pointLedger")
    .select(["userId", (eb) => eb.fn.sum<number>("points").as("periodPoints")])
    .where("createdAt", ">=", since.toISOString())
    .groupBy("userId");
}

/** The top of a recent board: points earned since a moment, from the covering ledger index. */
export async function findTopUsersSince(
  db: Kysely<Database>,
  since: Date,
  limit: number,
): Promise<BoardRow[]> {
  const rows = await db
    .with("totals", () => periodTotals(db, since))
    .selectFrom("totals")
    .innerJoin("users", "users.id", "totals.userId")
    .select([
      "users.id",
      "users.username",
      "users.displayName",
      "users.avatar",
      "users.level",
      "totals.periodPoints as points",
    ])
    .where("totals.periodPoints", ">", 0)
    .orderBy("totals.periodPoints", "desc")
    .orderBy("users.id", "asc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, points: Number(row.points) }));
}

export async function pointsOfUserSince(
  db: Kysely<Database>,
  userId: number,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom("pointLedger")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("points"), sql<number>`0`).as("n"))
    .where("userId", "=", userId)
    .where("createdAt", ">=", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countUsersAboveSince(
  db: Kysely<Database>,
  since: Date,
  points: number,
): Promise<number> {
  const row = await db
    .selectFrom(
      periodTotals(db, since)
        .having((eb) => eb.fn.sum("points"), ">", points)
        .as("above"),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
