import { type Kysely, sql } from "kysely";
import type { AdminPostStatusFilter } from "../../../shared/admin-posts";
import type { Database } from "../../db/schema";

/** A row of the admin's post list: every post, whatever its state. */
export interface AdminPostListRow {
  id: number;
  slug: string;
  title: string;
  categoryName: string;
  authorName: string;
  isFeatured: boolean | number;
  published: boolean | number;
  publishedAt: Date | string;
  viewCount: number;
  commentCount: number;
}

export interface AdminPostFilters {
  q?: string;
  status: AdminPostStatusFilter;
}

/** Keyset position in the newest-publication-first order. */
export interface AdminPostCursor {
  publishedAt: string;
  id: number;
}

/**
 * One page of posts, newest publication time first (scheduled ones lead, as they are the
 * latest). Drafts and scheduled posts are included: this is the admin's view.
 */
export function findAdminPosts(
  db: Kysely<Database>,
  filters: AdminPostFilters,
  page: { limit: number; cursor?: AdminPostCursor; now: Date },
): Promise<AdminPostListRow[]> {
  const nowIso = page.now.toISOString();
  let query = db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.categoryId")
    .select([
      "posts.id",
      "posts.slug",
      "posts.title",
      "categories.name as categoryName",
      "posts.authorName",
      "posts.isFeatured",
      "posts.published",
      "posts.publishedAt",
      "posts.viewCount",
      "posts.commentCount",
    ]);
  if (filters.status === "draft") query = query.where("posts.published", "=", false);
  if (filters.status === "published") {
    query = query.where("posts.published", "=", true).where("posts.publishedAt", "<=", nowIso);
  }
  if (filters.status === "scheduled") {
    query = query.where("posts.published", "=", true).where("posts.publishedAt", ">", nowIso);
  }
  if (filters.q) {
    const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(
        (["posts.title", "posts.slug"] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const cursor = page.cursor;
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb("posts.publishedAt", "<", cursor.publishedAt),
        eb.and([eb("posts.publishedAt", "=", cursor.publishedAt), eb("posts.id", "<", cursor.id)]),
      ]),
    );
  }
  return query
    .orderBy("posts.publishedAt", "desc")
    .orderBy("posts.id", "desc")
    .limit(page.limit)
    .execute();
}
