import type {
  ForumAuthor,
  ForumCategory,
  ForumReply,
  ForumThread,
  ForumThreadSummary,
  VoteValue,
} from "../../../shared/forum";
import { toIsoString } from "../../lib/iso-date";
import { markdownExcerpt } from "../../lib/markdown";
import type { ForumCategoryRow } from "./categories.repo";
import type { ReplyRow } from "./replies.repo";
import type { ThreadRow, ThreadSummaryRow } from "./threads.repo";

/** Database rows turned into the forum's shared reply shapes (no queries here). */

export const DELETED_USER_NAME = "Deleted user";
/** The list shows this much of an opening post, as plain text. */
export const THREAD_EXCERPT_CHARS = 280;

/** The list's excerpt of an opening post, stored with it when it is written or edited. */
export function threadExcerpt(content: string): string {
  return markdownExcerpt(content, THREAD_EXCERPT_CHARS);
}

export function toForumCategory(row: ForumCategoryRow): ForumCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    color: row.color,
    icon: row.icon,
    threadCount: Number(row.threadCount),
    postCount: Number(row.postCount),
    pointsReward: Number(row.pointsReward),
  };
}

export function toForumAuthor(row: {
  authorId: number | null;
  authorUsername: string | null;
  authorAvatar: string | null;
}): ForumAuthor {
  if (row.authorId === null || row.authorUsername === null) {
    return { id: null, username: DELETED_USER_NAME, avatar: null };
  }
  return { id: row.authorId, username: row.authorUsername, avatar: row.authorAvatar };
}

/** Tags are stored as a JSON array of texts; anything else reads as no tags. */
export function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((tag) => typeof tag === "string") : [];
  } catch {
    return [];
  }
}

export function toVoteValue(value: number | null | undefined): VoteValue {
  return value === 1 ? 1 : value === -1 ? -1 : 0;
}

type SummaryFields = Omit<ThreadSummaryRow, "excerpt">;

function summaryOf(
  row: SummaryFields,
  content: string,
  trendingIds: ReadonlySet<number>,
): ForumThreadSummary {
  return {
    id: row.id,
    title: row.title,
    content,
    categoryId: row.categoryId,
    category: { name: row.categoryName, color: row.categoryColor, slug: row.categorySlug },
    tags: parseTags(row.tags),
    upvotes: Number(row.upvotes),
    downvotes: Number(row.downvotes),
    views: Number(row.views),
    replies: Number(row.replyCount),
    author: toForumAuthor(row),
    createdAt: toIsoString(row.createdAt),
    lastActivityAt: toIsoString(row.lastActivityAt),
    isSticky: Boolean(row.isSticky),
    isLocked: Boolean(row.isLocked),
    isTrending: !row.isHidden && trendingIds.has(row.id),
    isFeatured: Boolean(row.isFeatured),
    isHotTopic: Boolean(row.isHotTopic),
  };
}

/** A list entry: the opening post as a plain-text excerpt. */
export function toThreadSummary(
  row: ThreadSummaryRow,
  trendingIds: ReadonlySet<number>,
): ForumThreadSummary {
  return summaryOf(row, row.excerpt, trendingIds);
}

/** The whole discussion: the Markdown as written, its HTML and the reader's vote. */
export function toForumThread(
  row: ThreadRow,
  trendingIds: ReadonlySet<number>,
  myVote: number,
): ForumThread {
  return {
    ...summaryOf(row, row.content, trendingIds),
    contentHtml: row.contentHtml,
    editedAt: row.editedAt === null ? null : toIsoString(row.editedAt),
    myVote: toVoteValue(myVote),
    isHidden: Boolean(row.isHidden),
  };
}

export function toForumReply(row: ReplyRow, myVote: number | undefined): ForumReply {
  return {
    id: row.id,
    threadId: row.threadId,
    content: row.content,
    contentHtml: row.contentHtml,
    author: toForumAuthor(row),
    createdAt: toIsoString(row.createdAt),
    editedAt: row.editedAt === null ? null : toIsoString(row.editedAt),
    upvotes: Number(row.upvotes),
    downvotes: Number(row.downvotes),
    myVote: toVoteValue(myVote),
    quote:
      row.quoteAuthor !== null && row.quoteExcerpt !== null
        ? { replyId: row.quoteReplyId, author: row.quoteAuthor, excerpt: row.quoteExcerpt }
        : null,
    isHidden: Boolean(row.isHidden),
  };
}
