import { type Kysely, type RawBuilder, sql } from "kysely";
import type { AdminStatsSeries } from "../../../shared/admin-stats";
import type { Engine } from "../../db/database";
import type { Database } from "../../db/schema";

/** The table and timestamp column each dashboard trend counts per day. */
const SERIES_SOURCES: Record<
  AdminStatsSeries,
  { table: keyof Database; column: string; distinct?: string }
> = {
  signUps: { table: "users", column: "createdAt" },
  posts: { table: "posts", column: "createdAt" },
  discussions: { table: "forumThreads", column: "createdAt" },
  replies: { table: "forumReplies", column: "createdAt" },
  feedbackItems: { table: "feedbackItems", column: "createdAt" },
  contactMessages: { table: "contactMessages", column: "createdAt" },
  newsletterSubscribers: { table: "newsletterSubscribers", column: "createdAt" },
  activeUsers: { table: "sessions", column: "lastSeenAt", distinct: "userId" },
};

/**
 * The UTC day (YYYY-MM-DD) of a timestamp column: ISO text on SQLite (its first ten
 * characters), timestamptz on PostgreSQL (formatted in UTC whatever the session's zone).
 */
function utcDay(engine: Engine, column: string): RawBuilder<string> {
  return engine === "postgres"
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

/**
 * Rows per UTC day since `since`, in one grouped statement (days without rows are absent).
 * The table and column names come from the fixed list above, never from a request.
 */
export async function countPerDay(
  db: Kysely<Database>,
  engine: Engine,
  series: AdminStatsSeries,
  since: Date,
): Promise<Map<string, number>> {
  const source = SERIES_SOURCES[series];
  const counted = source.distinct
    ? sql`count(distinct ${sql.ref(source.distinct)})`
    : sql`count(*)`;
  const result = await sql<{ day: string; count: number | string }>`
    select ${utcDay(engine, source.column)} as day, ${counted} as count
    from ${sql.table(source.table)}
    where ${sql.ref(source.column)} >= ${since.toISOString()}
    group by 1`.execute(db);
  return new Map(result.rows.map((row) => [row.day, Number(row.count)]));
}

export interface SiteTotals {
  users: number;
  posts: number;
  discussions: number;
  replies: number;
  feedbackItems: number;
  contactMessages: number;
  newsletterSubscribers: number;
  activeUsers: number;
  openFlags: number;
  unhandledContactMessages: number;
  feedbackAwaitingResponse: number;
  failedEmails: number;
  pendingStreamerApplications: number;
}

/** Every total and attention count in one statement of scalar subqueries (one round trip). */
export async function countSiteTotals(
  db: Kysely<Database>,
  activeSince: Date,
): Promise<SiteTotals> {
  const row = await db
    .selectNoFrom((eb) => {
      const count = (table: keyof Database) =>
        eb.selectFrom(table).select(eb.fn.countAll<number | string>().as("n"));
      return [
        count("users").as("users"),
        count("posts").as("posts"),
        count("forumThreads").as("discussions"),
        count("forumReplies").as("replies"),
        count("feedbackItems").as("feedbackItems"),
        count("contactMessages").as("contactMessages"),
        count("newsletterSubscribers").as("newsletterSubscribers"),
        eb
          .selectFrom("sessions")
          .select(sql<number | string>`count(distinct ${sql.ref("userId")})`.as("n"))
          .where("lastSeenAt", ">=", activeSince.toISOString())
          .as("activeUsers"),
        eb
          .selectFrom("forumFlags")
          .select(eb.fn.countAll<number | string>().as("n"))
          .where("status", "=", "open")
          .as("openForumFlags"),
        eb
          .selectFrom("feedbackFlags")
          .select(eb.fn.countAll<number | string>().as("n"))
          .where("status", "=", "open")
          .as("openFeedbackFlags"),
        eb
          .selectFrom("contactMessages")
          .select(eb.fn.countAll<number | string>().as("n"))
          .where("handledAt", "is", null)
          .as("unhandledContactMessages"),
        // Visible items still being worked on that no developer has answered yet.
        eb
          .selectFrom("feedbackItems")
          .select(eb.fn.countAll<number | string>().as("n"))
          .where("responseFromDev", "is", null)
          .where("status", "in", ["open", "in-review", "in-progress"])
          .where("isHidden", "=", false)
          .where("mergedIntoId", "is", null)
          .as("feedbackAwaitingResponse"),
        eb
          .selectFrom("mailOutbox")
          .select(eb.fn.countAll<number | string>().as("n"))
          .where("status", "=", "failed")
          .as("failedEmails"),
        eb
          .selectFrom("streamerApplications")
          .select(eb.fn.countAll<number | string>().as("n"))
          .where("status", "=", "pending")
          .as("pendingStreamerApplications"),
      ];
    })
    .executeTakeFirstOrThrow();
  const n = (value: unknown) => Number(value ?? 0);
  return {
    users: n(row.users),
    posts: n(row.posts),
    discussions: n(row.discussions),
    replies: n(row.replies),
    feedbackItems: n(row.feedbackItems),
    contactMessages: n(row.contactMessages),
    newsletterSubscribers: n(row.newsletterSubscribers),
    activeUsers: n(row.activeUsers),
    openFlags: n(row.openForumFlags) + n(row.openFeedbackFlags),
    unhandledContactMessages: n(row.unhandledContactMessages),
    feedbackAwaitingResponse: n(row.feedbackAwaitingResponse),
    failedEmails: n(row.failedEmails),
    pendingStreamerApplications: n(row.pendingStreamerApplications),
  };
}
