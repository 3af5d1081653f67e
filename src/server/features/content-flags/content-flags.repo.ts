import { type Kysely, sql, type Transaction } from "kysely";
import type { Engine } from "../../db/database";
import type { Database, ForumFlagStatus } from "../../db/schema";
import { toIsoString } from "../../lib/iso-date";
import type { ReporterStanding } from "./flag-weight";

type Db = Kysely<Database> | Transaction<Database>;
type PostTable = "forumThreads" | "forumReplies" | "feedbackItems" | "feedbackComments";

/**
 * Where one topic keeps its members' reports: the flag table, the column naming the page the
 * post is on (the discussion, the feedback item), and the table of each kind of post. The flag
 * tables have the same columns but that one, so the queries below are typed on the forum's
 * table and name the topic's tables at run time.
 */
export interface FlagTables<Kind extends string> {
  flags: "forumFlags" | "feedbackFlags";
  parentColumn: "threadId" | "feedbackId";
  posts: Record<Kind, PostTable>;
}

const flagsOf = (tables: FlagTables<string>) => tables.flags as "forumFlags";
/** The topic's flag table under the name `flag`, for queries that join the users. */
const flagAliasOf = (tables: FlagTables<string>) =>
  `${tables.flags} as flag` as "forumFlags as flag";
const postsOf = (table: PostTable) => table as "forumThreads";

/** Records a member's report; false when they had already reported this post. */
export async function insertFlag<Kind extends string>(
  db: Db,
  tables: FlagTables<Kind>,
  flag: {
    targetType: Kind;
    targetId: number;
    parentId: number;
    userId: number;
    reason: string;
    createdAt: string;
  },
): Promise<boolean> {
  const { parentId, ...columns } = flag;
  const rows = await db
    .insertInto(flagsOf(tables))
    .values({ ...columns, [tables.parentColumn]: parentId } as never)
    .onConflict((oc) => oc.columns(["targetType", "targetId", "userId"]).doNothing())
    .returning("id")
    .execute();
  return rows.length > 0;
}

/**
 * Locks the reported post's row (PostgreSQL) so concurrent reports count one after the other:
 * the report that makes the number reach the threshold is the one that sees it.
 */
export async function lockFlaggedPost<Kind extends string>(
  trx: Transaction<Database>,
  engine: Engine,
  tables: FlagTables<Kind>,
  kind: Kind,
  id: number,
): Promise<void> {
  if (engine !== "postgres") return;
  await trx
    .selectFrom(postsOf(tables.posts[kind]))
    .select("id")
    .where("id", "=", id)
    .forNoKeyUpdate()
    .execute();
}

const parentIdOf = (tables: FlagTables<string>) =>
  sql<number>`${sql.ref(`flag.${tables.parentColumn}`)}`.as("parentId");

export async function findFlag<Kind extends string>(db: Db, tables: FlagTables<Kind>, id: number) {
  const row = await db
    .selectFrom(flagAliasOf(tables))
    .select(["flag.id", "flag.targetType", "flag.targetId", "flag.status", parentIdOf(tables)])
    .where("flag.id", "=", id)
    .executeTakeFirst();
  return row && { ...row, targetType: row.targetType as string as Kind };
}

/** Closes every open report of a post with the admin's decision. */
export async function resolveOpenFlags<Kind extends string>(
  db: Db,
  tables: FlagTables<Kind>,
  kind: Kind,
  id: number,
  resolution: { status: ForumFlagStatus; resolvedBy: number; resolvedAt: string },
): Promise<void> {
  await db
    .updateTable(flagsOf(tables))
    .set(resolution)
    .where("targetType", "=", kind as never)
    .where("targetId", "=", id)
    .where("status", "=", "open")
    .execute();
}

/** Every open report with its reporter, oldest first. */
export async function findOpenFlags<Kind extends string>(db: Db, tables: FlagTables<Kind>) {
  const rows = await db
    .selectFrom(flagAliasOf(tables))
    .innerJoin("users", "users.id", "flag.userId")
    .select([
      "flag.id",
      "flag.targetType",
      "flag.targetId",
      "flag.reason",
      "flag.createdAt",
      "users.username",
      parentIdOf(tables),
    ])
    .where("flag.status", "=", "open")
    .orderBy("flag.id")
    .execute();
  return rows.map((row) => ({ ...row, targetType: row.targetType as string as Kind }));
}

/**
 * The standing of each member with an open report on the post: when their account was made,
 * whether they are an admin, and how many of their posts of this topic are not hidden.
 */
export async function findOpenReporterStandings<Kind extends string>(
  db: Db,
  tables: FlagTables<Kind>,
  kind: Kind,
  id: number,
): Promise<ReporterStanding[]> {
  const postTables = Object.values<PostTable>(tables.posts).map(postsOf);
  const rows = await db
    .selectFrom(flagAliasOf(tables))
    .innerJoin("users", "users.id", "flag.userId")
    .select((eb) => [
      "users.createdAt",
      "users.isAdmin",
      ...postTables.map((table, index) =>
        eb
          .selectFrom(table)
          .select(eb.fn.countAll<number | string>().as("count"))
          .whereRef(`${table}.authorId` as "forumThreads.authorId", "=", "users.id")
          .where(`${table}.isHidden` as "forumThreads.isHidden", "=", false)
          .as(`posts${index}`),
      ),
    ])
    .where("flag.targetType", "=", kind as never)
    .where("flag.targetId", "=", id)
    .where("flag.status", "=", "open")
    .execute();
  return rows.map((row) => {
    const counts = row as unknown as Record<string, number | string | null>;
    return {
      accountCreatedAt: new Date(toIsoString(row.createdAt)),
      isAdmin: Boolean(row.isAdmin),
      acceptedPosts: postTables.reduce(
        (sum, _table, index) => sum + Number(counts[`posts${index}`] ?? 0),
        0,
      ),
    };
  });
}

/** Whether the member is an admin (false for a deleted author). */
export async function isAdminMember(db: Db, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const row = await db
    .selectFrom("users")
    .select("isAdmin")
    .where("id", "=", userId)
    .executeTakeFirst();
  return Boolean(row?.isAdmin);
}
