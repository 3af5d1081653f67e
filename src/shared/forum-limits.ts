/**
 * Forum numbers, texts and paths, apart from the schemas so a page can use them without loading
 * zod (src/shared/forum.ts re-exports them all).
 */

export const FORUM_SORTS = ["latest", "popular", "trending"] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];

export const FORUM_THREADS_PAGE_SIZE = 20;
export const FORUM_REPLIES_PAGE_SIZE = 50;
export const THREAD_TITLE_MIN = 5;
export const THREAD_TITLE_MAX = 120;
export const THREAD_CONTENT_MIN = 20;
export const POST_CONTENT_MAX = 20_000;
export const THREAD_TAGS_MAX = 5;
export const THREAD_TAG_LENGTH_MAX = 24;
export const FLAG_REASON_MIN = 3;
export const FLAG_REASON_MAX = 500;
/** A post flagged by this many different members is hidden until an admin reviews it. */
export const FLAGS_TO_HIDE = 3;

/** The new-discussion dialog's check before anything is sent. */
export const MISSING_INFORMATION_TITLE = "Missing Information";
export const MISSING_INFORMATION_MESSAGE = "Please fill in all required fields";
export const LOCKED_THREAD_MESSAGE = "This discussion is locked";

/** "a, b ,, c" → ["a", "b", "c"]: what the dialog sends for its comma-separated field. */
export function parseTagInput(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/** Site path of a discussion (and of one reply in it). */
export function threadPath(threadId: number, replyId?: number): string {
  return replyId === undefined
    ? `/forum/thread/${threadId}`
    : `/forum/thread/${threadId}#reply-${replyId}`;
}
