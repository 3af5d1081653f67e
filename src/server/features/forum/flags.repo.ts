import type { Kysely, Transaction } from "kysely";
import { inTransaction } from "../../db/in-transaction";
import type { Database } from "../../db/schema";
import { reindexSearch } from "../../lib/search-index-writes";
import type { FlagTables } from "../content-flags";
import type { ForumPostKind } from "./forum-awards";

type Db = Kysely<Database> | Transaction<Database>;

/** Where the forum keeps its members' reports (see content-flags). */
export const FORUM_FLAG_TABLES: FlagTables<ForumPostKind> = {
  flags: "forumFlags",
  parentColumn: "threadId",
  posts: { thread: "forumThreads", reply: "forumReplies" },
};

export async function setPostHidden(
  db: Db,
  kind: ForumPostKind,
  id: number,
  isHidden: boolean,
): Promise<void> {
  if (kind === "thread") {
    await inTransaction(db, async (trx) => {
      await trx.updateTable("forumThreads").set({ isHidden }).where("id", "=", id).execute();
      await reindexSearch(trx, "thread", id);
    });
  } else {
    await db.updateTable("forumReplies").set({ isHidden }).where("id", "=", id).execute();
  }
}

const AUTHOR_COLUMNS = [
  "author.username as authorUsername",
  "author.avatar as authorAvatar",
] as const;

export function findFlaggedThreads(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("forumThreads")
    .leftJoin("users as author", "author.id", "forumThreads.authorId")
    .select([
      "forumThreads.id",
      "forumThreads.title",
      "forumThreads.content",
      "forumThreads.authorId",
      "forumThreads.isHidden",
      ...AUTHOR_COLUMNS,
    ])
    .where("forumThreads.id", "in", [...ids])
    .execute();
}

export function findFlaggedReplies(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("forumReplies")
    .innerJoin("forumThreads", "forumThreads.id", "forumReplies.threadId")
    .leftJoin("users as author", "author.id", "forumReplies.authorId")
    .select([
      "forumReplies.id",
      "forumThreads.title",
      "forumReplies.content",
      "forumReplies.authorId",
      "forumReplies.isHidden",
      ...AUTHOR_COLUMNS,
    ])
    .where("forumReplies.id", "in", [...ids])
    .execute();
}
