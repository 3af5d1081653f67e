import type { FeedbackItem } from "../../../shared/feedback";
import { toIsoString } from "../../lib/iso-date";
import type { FeedbackItemRow } from "./feedback.repo";

/** Database rows turned into community feedback's shared reply shapes (no queries here). */

export const DELETED_USER_NAME = "Deleted user";

/** A post's author as the replies show it: "Deleted user" once the account is gone. */
export function toFeedbackAuthor(row: {
  authorId: number | null;
  authorUsername: string | null;
  authorAvatar: string | null;
}): FeedbackItem["author"] {
  return row.authorId === null || row.authorUsername === null
    ? { id: null, username: DELETED_USER_NAME, avatar: null }
    : { id: row.authorId, username: row.authorUsername, avatar: row.authorAvatar };
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : toIsoString(value));

export function toFeedbackItem(row: FeedbackItemRow, hasVoted: boolean): FeedbackItem {
  const author = toFeedbackAuthor(row);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    descriptionHtml: row.descriptionHtml,
    feedbackType: row.feedbackType,
    category: row.category,
    priority: row.priority,
    gameId: row.gameId,
    status: row.status,
    votes: Number(row.votes),
    hasVoted,
    userName: author.username,
    author,
    createdAt: toIsoString(row.createdAt),
    commentCount: Number(row.commentCount),
    responseFromDev: row.responseFromDev,
    responseHtml: row.responseHtml,
    respondedBy: row.responseFromDev === null ? null : row.responderUsername,
    respondedAt: row.responseFromDev === null ? null : isoOrNull(row.respondedAt),
    mergedInto:
      row.mergedIntoId !== null && row.mergedIntoTitle !== null
        ? { id: row.mergedIntoId, title: row.mergedIntoTitle }
        : null,
    isHidden: Boolean(row.isHidden),
  };
}
