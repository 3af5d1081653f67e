import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, FeedbackCommentTable } from "../../db/schema";

/** Comments on feedback items, with their authors (and whether the author is on the team). */
type Db = Kysely<Database> | Transaction<Database>;

export type FeedbackCommentRow = Selectable<FeedbackCommentTable> & {
  authorUsername: string | null;
  authorAvatar: string | null;
  authorIsAdmin: boolean | number | null;
};

function selectComments(db: Db) {
  return db
    .selectFrom("feedbackComments")
    .leftJoin("users as author", "author.id", "feedbackComments.authorId")
    .select([
      "feedbackComments.id",
      "feedbackComments.feedbackId",
      "feedbackComments.authorId",
      "feedbackComments.content",
      "feedbackComments.contentHtml",
      "feedbackComments.isHidden",
      "feedbackComments.createdAt",
      "feedbackComments.editedAt",
      "author.username as authorUsername",
      "author.avatar as authorAvatar",
      "author.isAdmin as authorIsAdmin",
    ]);
}

export function findCommentById(db: Db, id: number): Promise<FeedbackCommentRow | undefined> {
  return selectComments(db).where("feedbackComments.id", "=", id).executeTakeFirst();
}

/**
 * One page of an item's comments, oldest first (ids grow with time), after `afterId`. Hidden
 * comments are left out unless the reader may see them: admins see all, a member their own.
 */
export function findCommentsPage(
  db: Db,
  feedbackId: number,
  options: { afterId?: number; limit: number; viewer: { id: number; isAdmin: boolean } | null },
): Promise<FeedbackCommentRow[]> {
  let query = selectComments(db).where("feedbackComments.feedbackId", "=", feedbackId);
  if (options.afterId !== undefined)
    query = query.where("feedbackComments.id", ">", options.afterId);
  const viewer = options.viewer;
  if (!viewer) query = query.where("feedbackComments.isHidden", "=", false);
  else if (!viewer.isAdmin) {
    query = query.where((eb) =>
      eb.or([
        eb("feedbackComments.isHidden", "=", false),
        eb("feedbackComments.authorId", "=", viewer.id),
      ]),
    );
  }
  return query.orderBy("feedbackComments.id", "asc").limit(options.limit).execute();
}

export async function insertComment(
  db: Db,
  comment: {
    feedbackId: number;
    authorId: number;
    content: string;
    contentHtml: string;
    createdAt: string;
  },
): Promise<number> {
  const row = await db
    .insertInto("feedbackComments")
    .values(comment)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCommentRow(
  db: Db,
  id: number,
  changes: { content: string; contentHtml: string; editedAt: string },
): Promise<void> {
  await db.updateTable("feedbackComments").set(changes).where("id", "=", id).execute();
}

export async function setCommentHidden(db: Db, id: number, isHidden: boolean): Promise<void> {
  await db.updateTable("feedbackComments").set({ isHidden }).where("id", "=", id).execute();
}

export async function deleteCommentRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom("feedbackComments").where("id", "=", id).execute();
}
