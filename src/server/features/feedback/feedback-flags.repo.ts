import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { FlagTables } from "../content-flags";

/** Members' reports of feedback items and comments (once per member and post). */
type Db = Kysely<Database> | Transaction<Database>;
export type FeedbackFlagTarget = "item" | "comment";

/** Where community feedback keeps its members' reports (see content-flags). */
export const FEEDBACK_FLAG_TABLES: FlagTables<FeedbackFlagTarget> = {
  flags: "feedbackFlags",
  parentColumn: "feedbackId",
  posts: { item: "feedbackItems", comment: "feedbackComments" },
};

const AUTHOR_COLUMNS = [
  "author.username as authorUsername",
  "author.avatar as authorAvatar",
] as const;

export function findFlaggedItems(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("feedbackItems")
    .leftJoin("users as author", "author.id", "feedbackItems.authorId")
    .select([
      "feedbackItems.id",
      "feedbackItems.title",
      "feedbackItems.description as content",
      "feedbackItems.authorId",
      "feedbackItems.isHidden",
      ...AUTHOR_COLUMNS,
    ])
    .where("feedbackItems.id", "in", [...ids])
    .execute();
}

export function findFlaggedComments(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("feedbackComments")
    .innerJoin("feedbackItems", "feedbackItems.id", "feedbackComments.feedbackId")
    .leftJoin("users as author", "author.id", "feedbackComments.authorId")
    .select([
      "feedbackComments.id",
      "feedbackItems.title",
      "feedbackComments.content",
      "feedbackComments.authorId",
      "feedbackComments.isHidden",
      ...AUTHOR_COLUMNS,
    ])
    .where("feedbackComments.id", "in", [...ids])
    .execute();
}
