import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** What a discussion's page head needs: the opening post, its author, category and counts. */
export interface ThreadMetaRow {
  id: number;
  title: string;
  content: string;
  createdAt: Date | string;
  editedAt: Date | string | null;
  authorName: string | null;
  categoryName: string;
  upvotes: number;
  replyCount: number;
}

/**
 * A visible discussion by its id, for the server-written head. A hidden one reads as missing:
 * its page answers 404 to crawlers and visitors alike.
 */
export function findVisibleThreadMeta(
  db: Kysely<Database>,
  id: number,
): Promise<ThreadMetaRow | undefined> {
  return db
    .selectFrom("forumThreads")
    .innerJoin("forumCategories", "forumCategories.id", "forumThreads.categoryId")
    .leftJoin("users", "users.id", "forumThreads.authorId")
    .select([
      "forumThreads.id",
      "forumThreads.title",
      "forumThreads.content",
      "forumThreads.createdAt",
      "forumThreads.editedAt",
      "users.username as authorName",
      "forumCategories.name as categoryName",
      "forumThreads.upvotes",
      "forumThreads.replyCount",
    ])
    .where("forumThreads.id", "=", id)
    .where("forumThreads.isHidden", "=", false)
    .executeTakeFirst();
}

/** Whether a visible discussion has this id (a cached page's view is counted only for one). */
export async function isVisibleThread(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("forumThreads")
    .select("id")
    .where("id", "=", id)
    .where("isHidden", "=", false)
    .executeTakeFirst();
  return row !== undefined;
}
