import { z } from "zod";
import {
  ADMIN_POSTS_PAGE_SIZE,
  type AdminPostDetail,
  type AdminPostStatus,
  type AdminPostsReply,
  type adminPostsQuerySchema,
} from "../../../shared/admin-posts";
import type { AppContext } from "../../app-context";
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeCursor,
  encodeCursor,
} from "../../lib/cursor";
import { notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { type AdminPostListRow, findAdminPosts } from "./admin-posts.repo";
import { findPostById, isPublicPost } from "./blog.repo";

const cursorSchema = z.strictObject({ publishedAt: cursorTimestampSchema, id: cursorIdSchema });

function statusOf(post: Pick<AdminPostListRow, "published" | "publishedAt">, now: Date) {
  if (!post.published) return "draft" satisfies AdminPostStatus;
  return isPublicPost(post, now) ? "published" : "scheduled";
}

/** GET /api/admin/posts: every post, newest publication time first, by keyset pages. */
export async function listAdminPosts(
  context: AppContext,
  query: z.output<typeof adminPostsQuerySchema>,
): Promise<AdminPostsReply> {
  const now = context.now();
  const cursor = query.cursor ? decodeCursor(cursorSchema, query.cursor) : undefined;
  const rows = await findAdminPosts(
    context.db,
    { q: query.q || undefined, status: query.status },
    { limit: ADMIN_POSTS_PAGE_SIZE + 1, cursor, now },
  );
  const page = rows.slice(0, ADMIN_POSTS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    posts: page.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      category: row.categoryName,
      author: row.authorName,
      isFeatured: Boolean(row.isFeatured),
      published: Boolean(row.published),
      publishedAt: toIsoString(row.publishedAt),
      status: statusOf(row, now),
      viewCount: row.viewCount,
      commentCount: row.commentCount,
    })),
    nextCursor:
      rows.length > ADMIN_POSTS_PAGE_SIZE && last
        ? encodeCursor({ publishedAt: toIsoString(last.publishedAt), id: last.id })
        : null,
  };
}

/** GET /api/admin/posts/{id}: the post as the editor's form holds it, drafts included. */
export async function readAdminPost(context: AppContext, id: number): Promise<AdminPostDetail> {
  const row = await findPostById(context.db, id);
  if (!row) throw notFound("Article not found");
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    // A picture copied to this site is stored as a path; the form's field takes a full URL.
    imageUrl: row.image?.startsWith("/") ? `${context.config.publicUrl}${row.image}` : row.image,
    category: row.categoryName,
    authorId: row.authorId,
    published: Boolean(row.published),
    isFeatured: Boolean(row.isFeatured),
    publishedAt: toIsoString(row.publishedAt),
    status: statusOf(row, context.now()),
  };
}
