import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from "kysely";
import type { AdminUserSort } from "../../../shared/admin-users";
import type { Engine } from "../../db/database";
import type { Database } from "../../db/schema";

/** The columns of a row in the admin user table. */
const SUMMARY_COLUMNS = [
  "id",
  "username",
  "usernameKey",
  "displayName",
  "email",
  "isAdmin",
  "emailVerifiedAt",
  "points",
  "level",
  "createdAt",
  "suspendedUntil",
  "suspensionReason",
] as const;

export interface UserSummaryRow {
  id: number;
  username: string;
  usernameKey: string;
  displayName: string | null;
  email: string | null;
  isAdmin: boolean | number;
  emailVerifiedAt: Date | string | null;
  points: number;
  level: number;
  createdAt: Date | string;
  suspendedUntil: Date | string | null;
  suspensionReason: string | null;
}

/** Where the previous page ended, in the sort's own terms. */
export type UserPageAfter =
  | { sort: "newest" | "oldest"; createdAt: string; id: number }
  | { sort: "username"; usernameKey: string }
  | { sort: "points"; points: number; id: number };

export interface UserPageQuery {
  sort: AdminUserSort;
  after?: UserPageAfter;
  limit: number;
}

type UsersQuery = SelectQueryBuilder<Database, "users", UserSummaryRow>;

/**
 * One page of every member. Each sort reads an index in order and stops after `limit` rows
 * (users_created_idx, username_key, users_points_idx); the page boundary is a keyset, never
 * an OFFSET, so page 1,000 costs what page 1 does.
 */
export function findUserPage(
  db: Kysely<Database>,
  query: UserPageQuery,
): Promise<UserSummaryRow[]> {
  const select = db.selectFrom("users").select(SUMMARY_COLUMNS) as unknown as UsersQuery;
  return applySort(select, query.sort, query.after).limit(query.limit).execute();
}

/** Where the previous page of a search ended in each of its two index ranges. */
export interface SearchAfter {
  usernameKey: string | null;
  emailKey: string | null;
}

export interface SearchMatch {
  row: UserSummaryRow & { emailKey: string | null };
  /** The matched text: the username or the e-mail address. */
  key: string;
  by: "username" | "email";
}

/**
 * Members whose username or e-mail starts with `prefix`: two prefix RANGES, one over each
 * unique index (username_key, email_key), each read in index order from where the previous
 * page ended and cut at `limit`. The work is a page whatever the prefix, even "a" over a
 * million members (filtering the date index, or sorting every match by date, reads them all).
 * A member matching both ways is in both lists; the service lists it once.
 */
export async function findUserSearchRanges(
  db: Kysely<Database>,
  query: { prefix: string; after?: SearchAfter; limit: number },
): Promise<{ byUsername: SearchMatch[]; byEmail: SearchMatch[] }> {
  const { prefix, limit } = query;
  const upper = prefixUpperBound(prefix);
  const inRange = (eb: ExpressionBuilder<Database, "users">, column: "usernameKey" | "emailKey") =>
    upper === null
      ? eb(column, ">=", prefix)
      : eb.and([eb(column, ">=", prefix), eb(column, "<", upper)]);
  const base = () =>
    db
      .selectFrom("users")
      .select([...SUMMARY_COLUMNS, "emailKey"]) as unknown as SelectQueryBuilder<
      Database,
      "users",
      UserSummaryRow & { emailKey: string | null }
    >;
  let byName = base().where((eb) => inRange(eb, "usernameKey"));
  if (query.after?.usernameKey) byName = byName.where("usernameKey", ">", query.after.usernameKey);
  let byEmail = base().where((eb) => inRange(eb, "emailKey"));
  if (query.after?.emailKey) byEmail = byEmail.where("emailKey", ">", query.after.emailKey);
  const names = await byName.orderBy("usernameKey", "asc").limit(limit).execute();
  const emails = await byEmail.orderBy("emailKey", "asc").limit(limit).execute();
  return {
    byUsername: names.map((row) => ({ row, key: row.usernameKey, by: "username" as const })),
    byEmail: emails.map((row) => ({ row, key: row.emailKey as string, by: "email" as const })),
  };
}

function applySort(select: UsersQuery, sort: AdminUserSort, after?: UserPageAfter): UsersQuery {
  switch (sort) {
    case "newest": {
      const from = after?.sort === "newest" ? after : undefined;
      // "(created_at, id) < (c, i)" written as a range on created_at plus a tie-break, so
      // both engines seek in users_created_idx.
      const paged = from
        ? select.where((eb) =>
            eb.and([
              eb("createdAt", "<=", from.createdAt),
              eb.or([eb("createdAt", "<", from.createdAt), eb("id", "<", from.id)]),
            ]),
          )
        : select;
      return paged.orderBy("createdAt", "desc").orderBy("id", "desc");
    }
    case "oldest": {
      const from = after?.sort === "oldest" ? after : undefined;
      const paged = from
        ? select.where((eb) =>
            eb.and([
              eb("createdAt", ">=", from.createdAt),
              eb.or([eb("createdAt", ">", from.createdAt), eb("id", ">", from.id)]),
            ]),
          )
        : select;
      return paged.orderBy("createdAt", "asc").orderBy("id", "asc");
    }
    case "username": {
      const from = after?.sort === "username" ? after : undefined;
      const paged = from ? select.where("usernameKey", ">", from.usernameKey) : select;
      return paged.orderBy("usernameKey", "asc");
    }
    case "points": {
      // users_points_idx is (points desc, id asc): the leaderboard's order.
      const from = after?.sort === "points" ? after : undefined;
      const paged = from
        ? select.where((eb) =>
            eb.and([
              eb("points", "<=", from.points),
              eb.or([eb("points", "<", from.points), eb("id", ">", from.id)]),
            ]),
          )
        : select;
      return paged.orderBy("points", "desc").orderBy("id", "asc");
    }
  }
}

/**
 * The least text greater than every text that starts with `prefix`: the prefix with its last
 * character moved one up ("ab" → "ac"). null when there is none (a last character of U+FFFF).
 */
export function prefixUpperBound(prefix: string): string | null {
  const last = prefix.charCodeAt(prefix.length - 1);
  if (Number.isNaN(last) || last === 0xffff) return null;
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

export function findUserSummary(
  db: Kysely<Database>,
  id: number,
): Promise<UserSummaryRow | undefined> {
  return (db.selectFrom("users").select(SUMMARY_COLUMNS) as unknown as UsersQuery)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Administrators other than `exceptId`: the last-admin rule reads it inside the action's transaction. */
export async function countOtherAdmins(db: Kysely<Database>, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("isAdmin", "=", true)
    .where("id", "!=", exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Locks every administrator's row on PostgreSQL, so two admins demoting or deleting each
 * other at the same moment cannot both see "another admin is left". SQLite runs one writing
 * transaction at a time already.
 */
export async function lockAdmins(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine !== "postgres") return;
  await db.selectFrom("users").select("id").where("isAdmin", "=", true).forUpdate().execute();
}

export async function setSuspension(
  db: Kysely<Database>,
  id: number,
  suspension: { until: string | null; reason: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable("users")
    .set({
      suspendedUntil: suspension.until,
      suspensionReason: suspension.reason,
      updatedAt: now.toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

export async function setAdminRole(
  db: Kysely<Database>,
  id: number,
  isAdmin: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ isAdmin, updatedAt: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function markEmailVerified(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ emailVerifiedAt: now.toISOString(), updatedAt: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

// --- The member's page ---------------------------------------------------------------------

const DETAIL_LIST_LIMIT = 20;
const RECENT_CONTENT_LIMIT = 5;

export function findSessionsOfUser(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .selectFrom("sessions")
    .select([
      "id",
      "createdAt",
      "lastSeenAt",
      "expiresAt",
      "userAgent",
      "ipAddress",
      "rememberMe",
      "isPendingTwoFactor",
    ])
    .where("userId", "=", userId)
    .where("expiresAt", ">", now.toISOString())
    .orderBy("lastSeenAt", "desc")
    .limit(DETAIL_LIST_LIMIT)
    .execute();
}

export function findRecentLedger(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("pointLedger")
    .select(["id", "reason", "points", "experience", "createdAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(DETAIL_LIST_LIMIT)
    .execute();
}

export async function countContentOf(db: Kysely<Database>, userId: number) {
  const count = async (
    table: "forumThreads" | "forumReplies" | "comments" | "feedbackItems" | "feedbackComments",
  ) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("authorId", "=", userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return {
    threads: await count("forumThreads"),
    replies: await count("forumReplies"),
    comments: await count("comments"),
    feedback: await count("feedbackItems"),
    feedbackComments: await count("feedbackComments"),
  };
}

/** The newest few items of each kind, with what a link needs. */
export async function findRecentContentOf(db: Kysely<Database>, userId: number) {
  const limit = RECENT_CONTENT_LIMIT;
  return {
    threads: await db
      .selectFrom("forumThreads")
      .select(["id", "title", "createdAt"])
      .where("authorId", "=", userId)
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
    replies: await db
      .selectFrom("forumReplies")
      .innerJoin("forumThreads", "forumThreads.id", "forumReplies.threadId")
      .select([
        "forumReplies.id as id",
        "forumReplies.threadId as threadId",
        "forumThreads.title as title",
        "forumReplies.createdAt as createdAt",
      ])
      .where("forumReplies.authorId", "=", userId)
      .orderBy("forumReplies.id", "desc")
      .limit(limit)
      .execute(),
    comments: await db
      .selectFrom("comments")
      .innerJoin("posts", "posts.id", "comments.postId")
      .select([
        "comments.id as id",
        "comments.postId as postId",
        "posts.title as title",
        "comments.createdAt as createdAt",
      ])
      .where("comments.authorId", "=", userId)
      .orderBy("comments.id", "desc")
      .limit(limit)
      .execute(),
    feedback: await db
      .selectFrom("feedbackItems")
      .select(["id", "title", "createdAt"])
      .where("authorId", "=", userId)
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
    feedbackComments: await db
      .selectFrom("feedbackComments")
      .innerJoin("feedbackItems", "feedbackItems.id", "feedbackComments.feedbackId")
      .select([
        "feedbackComments.id as id",
        "feedbackComments.feedbackId as feedbackId",
        "feedbackItems.title as title",
        "feedbackComments.createdAt as createdAt",
      ])
      .where("feedbackComments.authorId", "=", userId)
      .orderBy("feedbackComments.id", "desc")
      .limit(limit)
      .execute(),
  };
}

/** Flags others raised against the member's discussions, replies, feedback and its comments. */
export async function findFlagsAgainst(db: Kysely<Database>, userId: number) {
  const forum = await db
    .selectFrom("forumFlags")
    .select(["id", "targetType", "targetId", "threadId", "reason", "status", "createdAt"])
    .where((eb) =>
      eb.or([
        eb.and([
          eb("targetType", "=", "thread"),
          eb(
            "targetId",
            "in",
            eb.selectFrom("forumThreads").select("id").where("authorId", "=", userId),
          ),
        ]),
        eb.and([
          eb("targetType", "=", "reply"),
          eb(
            "targetId",
            "in",
            eb.selectFrom("forumReplies").select("id").where("authorId", "=", userId),
          ),
        ]),
      ]),
    )
    .orderBy("id", "desc")
    .limit(DETAIL_LIST_LIMIT)
    .execute();
  const feedback = await db
    .selectFrom("feedbackFlags")
    .select(["id", "targetType", "targetId", "feedbackId", "reason", "status", "createdAt"])
    .where((eb) =>
      eb.or([
        eb.and([
          eb("targetType", "=", "item"),
          eb(
            "targetId",
            "in",
            eb.selectFrom("feedbackItems").select("id").where("authorId", "=", userId),
          ),
        ]),
        eb.and([
          eb("targetType", "=", "comment"),
          eb(
            "targetId",
            "in",
            eb.selectFrom("feedbackComments").select("id").where("authorId", "=", userId),
          ),
        ]),
      ]),
    )
    .orderBy("id", "desc")
    .limit(DETAIL_LIST_LIMIT)
    .execute();
  return { forum, feedback };
}
