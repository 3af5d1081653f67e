import type { Kysely } from "kysely";
import type { BlogPost, BlogPostSummary } from "../../../shared/blog";
import { formatTimeAgo } from "../../../shared/time-ago";
import type { Database } from "../../db/schema";
import { toIsoString } from "../../lib/iso-date";
import type { UserRow } from "../users";
import {
  findReactionsOfUser,
  findTagsOfPosts,
  type PostRow,
  type PostSummaryRow,
} from "./blog.repo";
import { summaryExcerpt } from "./blog-excerpts";

/** Posts as lists send them: tags and the reader's likes and saves read for all in one go. */
export async function toPostSummaries(
  db: Kysely<Database>,
  rows: readonly PostSummaryRow[],
  viewer: UserRow | null,
  now: Date,
): Promise<BlogPostSummary[]> {
  const ids = rows.map((row) => row.id);
  const [tags, reactions] = await Promise.all([
    findTagsOfPosts(db, ids),
    viewer ? findReactionsOfUser(db, viewer.id, ids) : Promise.resolve(null),
  ]);
  return rows.map((row) => {
    const publishedAt = toIsoString(row.publishedAt);
    const timeAgo = formatTimeAgo(publishedAt, now);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: summaryExcerpt(row),
      image: row.image,
      category: row.categoryName,
      categorySlug: row.categorySlug,
      tags: tags.get(row.id) ?? [],
      isFeatured: Boolean(row.isFeatured),
      likes: row.likeCount,
      comments: row.commentCount,
      views: row.viewCount,
      isLiked: reactions?.liked.has(row.id) ?? false,
      isBookmarked: reactions?.bookmarked.has(row.id) ?? false,
      timeAgo,
      createdAt: publishedAt,
      author: {
        name: row.authorName,
        avatar: row.authorAvatar,
        timeAgo,
        readTime: `${row.readTimeMinutes} min read`,
      },
    };
  });
}

/** Whole posts (the article): the summary with the body and the source note. */
export async function toBlogPosts(
  db: Kysely<Database>,
  rows: readonly PostRow[],
  viewer: UserRow | null,
  now: Date,
): Promise<BlogPost[]> {
  // The article shows its body in full, so its excerpt is the one written (blank or not).
  const summaries = await toPostSummaries(
    db,
    rows.map((row) => ({ ...row, contentHead: null })),
    viewer,
    now,
  );
  return summaries.map((summary, index) => {
    const row = rows[index] as PostRow;
    return { ...summary, content: row.content, source: row.source, sourceUrl: row.sourceUrl };
  });
}
