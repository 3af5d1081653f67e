import type { Kysely, Selectable, Transaction } from "kysely";
import type { Engine } from "../../db/database";
import type { Database, StreamerApplicationTable } from "../../db/schema";

/** SQL of the members' streamer applications and the channels they make watched. */

type Db = Kysely<Database> | Transaction<Database>;
export type StreamerApplicationRow = Selectable<StreamerApplicationTable> & {
  username: string;
  avatar: string | null;
};

function selectApplications(db: Db) {
  return db
    .selectFrom("streamerApplications")
    .innerJoin("users", "users.id", "streamerApplications.userId")
    .selectAll("streamerApplications")
    .select(["users.username", "users.avatar"]);
}

export function findApplicationById(db: Db, id: number) {
  return selectApplications(db).where("streamerApplications.id", "=", id).executeTakeFirst();
}

/** The member's latest application, whatever became of it. */
export function findLatestApplicationOf(db: Db, userId: number) {
  return selectApplications(db)
    .where("streamerApplications.userId", "=", userId)
    .orderBy("streamerApplications.createdAt", "desc")
    .orderBy("streamerApplications.id", "desc")
    .executeTakeFirst();
}

/** Newest first; at most 200 (the admins' review queue, not an archive). */
export function findApplications(db: Db, status?: string) {
  let query = selectApplications(db);
  if (status) query = query.where("streamerApplications.status", "=", status);
  return query
    .orderBy("streamerApplications.createdAt", "desc")
    .orderBy("streamerApplications.id", "desc")
    .limit(200)
    .execute();
}

/** An approved application for the same channel (another member cannot claim it). */
export function findApprovedChannel(db: Db, platform: string, channel: string) {
  return db
    .selectFrom("streamerApplications")
    .select("id")
    .where("platform", "=", platform)
    .where("channel", "=", channel)
    .where("status", "=", "approved")
    .executeTakeFirst();
}

export async function insertApplication(
  db: Db,
  values: {
    userId: number;
    platform: string;
    channelUrl: string;
    channel: string;
    categories: readonly string[];
    pitch: string;
  },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto("streamerApplications")
    .values({
      ...values,
      categories: JSON.stringify(values.categories),
      status: "pending",
      createdAt: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Decides a pending application; false when it was decided already (by another admin). */
export async function decideApplication(
  db: Db,
  id: number,
  decision: "approved" | "rejected",
  adminId: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("streamerApplications")
    .set({ status: decision, decidedBy: adminId, decidedAt: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The channels the live-status job watches: approved, on a platform with a public API. */
export function findWatchedChannels(db: Db) {
  return db
    .selectFrom("streamerApplications")
    .innerJoin("users", "users.id", "streamerApplications.userId")
    .select([
      "streamerApplications.id as applicationId",
      "streamerApplications.platform",
      "streamerApplications.channel",
      "streamerApplications.platformChannelId",
      "streamerApplications.categories",
      "streamerApplications.pitch",
      "users.avatar",
    ])
    .where("streamerApplications.status", "=", "approved")
    .where("streamerApplications.platform", "in", ["twitch", "youtube"])
    .orderBy("streamerApplications.id")
    .execute();
}

export async function savePlatformChannelId(db: Db, id: number, platformChannelId: string) {
  await db
    .updateTable("streamerApplications")
    .set({ platformChannelId })
    .where("id", "=", id)
    .execute();
}

/**
 * Locks what an application's checks read (PostgreSQL; SQLite runs one transaction at a
 * time): the member's row, so their concurrent applications check one after the other, and
 * every application for the channel, so concurrent approvals of it do too.
 */
export async function lockApplicant(trx: Transaction<Database>, engine: Engine, userId: number) {
  if (engine !== "postgres") return;
  await trx.selectFrom("users").select("id").where("id", "=", userId).forNoKeyUpdate().execute();
}

export async function lockChannelApplications(
  trx: Transaction<Database>,
  engine: Engine,
  platform: string,
  channel: string,
) {
  if (engine !== "postgres") return;
  await trx
    .selectFrom("streamerApplications")
    .select("id")
    .where("platform", "=", platform)
    .where("channel", "=", channel)
    .orderBy("id")
    .forUpdate()
    .execute();
}

/**
 * A write refused by one of the unique indexes that keep one pending application per member
 * and one approved application per channel (PostgreSQL 23505, SQLite's unique constraint).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
