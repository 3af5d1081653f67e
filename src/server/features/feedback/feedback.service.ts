import { z } from "zod";
import {
  type CreatedFeedbackReply,
  type CreateFeedback,
  FEEDBACK_PAGE_SIZE,
  type FeedbackItemReply,
  type FeedbackListQuery,
  type FeedbackListReply,
} from "../../../shared/feedback";
import type { AppContext } from "../../app-context";
import {
  cursorIdSchema,
  cursorOffsetSchema,
  cursorTimestampSchema,
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR_MESSAGE,
} from "../../lib/cursor";
import { badRequest, notFound, unauthorized } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { renderMarkdown } from "../../lib/markdown";
import type { SignedIn } from "../../plugins/session";
import { awardReplyOf, withAwards } from "../gamification";
import {
  type FeedbackFilters,
  type FeedbackItemRow,
  findFeedbackItemById,
  findFeedbackItemsByIds,
  findFeedbackPage,
  findMergedDuplicates,
  findQuietFeedbackIds,
  findRecentlyVotedCandidates,
  findRecentVotes,
  findStatusChanges,
  findVotedFeedbackIds,
  insertFeedbackItem,
} from "./feedback.repo";
import { awardFeedbackSubmitted } from "./feedback-awards";
import { refreshFeedbackCounts } from "./feedback-counts.repo";
import { consumeSubmitAllowance } from "./feedback-limits";
import { compareTrending, trendingScores, trendingWindowStart } from "./feedback-trending";
import { toFeedbackItem } from "./feedback-view";

export const FEEDBACK_NOT_FOUND_MESSAGE = "Feedback not found";
export const MY_FEEDBACK_SIGN_IN_MESSAGE = "Please sign in to see your feedback";

export type FeedbackViewer = SignedIn["user"] | null;

/** Admins, and its author, still see a hidden item (marked hidden); nobody else does. */
export function canSeeFeedback(
  viewer: FeedbackViewer,
  item: { isHidden: boolean | number; authorId: number | null },
): boolean {
  if (!item.isHidden) return true;
  return viewer !== null && (Boolean(viewer.isAdmin) || item.authorId === viewer.id);
}

/** The item as the reader may see it; 404 'Feedback not found' otherwise. */
export async function findVisibleFeedbackRow(
  context: Pick<AppContext, "db">,
  viewer: FeedbackViewer,
  id: number,
): Promise<FeedbackItemRow> {
  const row = await findFeedbackItemById(context.db, id);
  if (!row || !canSeeFeedback(viewer, row)) throw notFound(FEEDBACK_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * `GET /api/community-feedback/{id}`: the item, whether the reader voted, its status history
 * (oldest first, with who changed it) and the duplicates merged into it.
 */
export async function readFeedbackItem(
  context: Pick<AppContext, "db">,
  viewer: FeedbackViewer,
  id: number,
): Promise<FeedbackItemReply> {
  const row = await findVisibleFeedbackRow(context, viewer, id);
  const voted = viewer ? await findVotedFeedbackIds(context.db, viewer.id, [id]) : new Set();
  const history = await findStatusChanges(context.db, id);
  const duplicates = await findMergedDuplicates(context.db, id);
  return {
    ...toFeedbackItem(row, voted.has(id)),
    statusHistory: history.map((change) => ({
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      changedBy: change.changedByUsername,
      createdAt: toIsoString(change.createdAt),
    })),
    duplicates,
  };
}

/** A page's cursor names its tab, so a cursor of another tab is refused (400). */
const feedbackCursorSchema = z.discriminatedUnion("tab", [
  z.strictObject({
    tab: z.enum(["all", "my-feedback", "dev-responses"]),
    at: cursorTimestampSchema,
    id: cursorIdSchema,
  }),
  z.strictObject({ tab: z.literal("trending"), offset: cursorOffsetSchema }),
]);

/** The rows' hasVoted for the reader: one query for the whole page. */
async function toFeedbackItems(
  context: Pick<AppContext, "db">,
  viewer: FeedbackViewer,
  rows: readonly FeedbackItemRow[],
) {
  const voted = viewer
    ? await findVotedFeedbackIds(
        context.db,
        viewer.id,
        rows.map((row) => row.id),
      )
    : new Set<number>();
  return rows.map((row) => toFeedbackItem(row, voted.has(row.id)));
}

/**
 * `GET /api/community-feedback`: 20 items a page of one tab, with the type, status and search
 * filters. All is newest first, My Feedback the reader's own items (401 signed out), Dev
 * Responses the items the team answered (newest answer first), Trending by recent votes.
 */
export async function listFeedback(
  context: Pick<AppContext, "db" | "engine" | "now">,
  viewer: FeedbackViewer,
  query: FeedbackListQuery,
): Promise<FeedbackListReply> {
  if (query.tab === "my-feedback" && !viewer) throw unauthorized(MY_FEEDBACK_SIGN_IN_MESSAGE);
  const filters: FeedbackFilters = {
    type: query.type === "all" ? undefined : query.type,
    status: query.status === "all" ? undefined : query.status,
    search: query.search ? query.search : undefined,
    authorId: query.tab === "my-feedback" ? viewer?.id : undefined,
    withResponse: query.tab === "dev-responses",
  };
  const cursor = query.cursor ? decodeCursor(feedbackCursorSchema, query.cursor) : undefined;
  if (cursor && cursor.tab !== query.tab) throw badRequest(INVALID_CURSOR_MESSAGE);
  if (query.tab === "trending") {
    const offset = cursor?.tab === "trending" ? cursor.offset : 0;
    const { ids, hasMore } = await trendingPage(context, filters, offset);
    const rows = await findFeedbackItemsByIds(context.db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids.flatMap((id) => byId.get(id) ?? []);
    return {
      items: await toFeedbackItems(context, viewer, ordered),
      nextCursor: hasMore
        ? encodeCursor({ tab: "trending", offset: offset + FEEDBACK_PAGE_SIZE })
        : null,
    };
  }
  const order = query.tab === "dev-responses" ? "responded" : "created";
  const rows = await findFeedbackPage(context.db, context.engine, {
    order,
    filters,
    cursor: cursor && cursor.tab !== "trending" ? { at: cursor.at, id: cursor.id } : undefined,
    limit: FEEDBACK_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, FEEDBACK_PAGE_SIZE);
  const last = page[page.length - 1];
  const lastAt = last && (order === "created" ? last.createdAt : last.respondedAt);
  return {
    items: await toFeedbackItems(context, viewer, page),
    nextCursor:
      rows.length > FEEDBACK_PAGE_SIZE && last && lastAt
        ? encodeCursor({ tab: query.tab, at: toIsoString(lastAt), id: last.id })
        : null,
  };
}

/**
 * The ids of one Trending page. Items voted on in the window come first, ranked here by their
 * decayed score (few of them: what was voted on lately); the rest follow in the tie order,
 * read a page at a time by the database.
 */
async function trendingPage(
  context: Pick<AppContext, "db" | "engine" | "now">,
  filters: FeedbackFilters,
  offset: number,
): Promise<{ ids: number[]; hasMore: boolean }> {
  const now = context.now();
  const since = trendingWindowStart(now);
  const scores = trendingScores(await findRecentVotes(context.db, since), now);
  const candidates = await findRecentlyVotedCandidates(context.db, context.engine, filters, since);
  const ranked = candidates
    .map((row) => ({ id: row.id, votes: Number(row.votes), createdAt: toIsoString(row.createdAt) }))
    .sort(compareTrending(scores))
    .map((row) => row.id);
  const wanted = FEEDBACK_PAGE_SIZE + 1;
  const ids = ranked.slice(offset, offset + wanted);
  if (ids.length < wanted) {
    const quiet = await findQuietFeedbackIds(context.db, context.engine, filters, since, {
      offset: Math.max(0, offset - ranked.length),
      limit: wanted - ids.length,
    });
    ids.push(...quiet.map((row) => row.id));
  }
  return { ids: ids.slice(0, FEEDBACK_PAGE_SIZE), hasMore: ids.length > FEEDBACK_PAGE_SIZE };
}

/**
 * `POST /api/community-feedback`: within the member's allowance, the open item with its
 * description rendered once, the author's own vote (as Fider: whoever asks for something
 * wants it; it earns nothing) and the submission's award, in one transaction.
 */
export async function createFeedback(
  context: AppContext,
  auth: SignedIn,
  input: CreateFeedback,
): Promise<CreatedFeedbackReply> {
  const actor = auth.user;
  const descriptionHtml = renderMarkdown(input.description);
  const outcome = await withAwards(context, actor.id, async (scope) => {
    await consumeSubmitAllowance({ db: scope.trx, engine: context.engine }, actor, scope.now);
    const createdAt = scope.now.toISOString();
    const id = await insertFeedbackItem(scope.trx, {
      title: input.title,
      description: input.description,
      descriptionHtml,
      feedbackType: input.feedbackType,
      category: input.category,
      priority: input.priority,
      gameId: input.gameId,
      authorId: actor.id,
      createdAt,
    });
    await scope.trx
      .insertInto("feedbackVotes")
      .values({ feedbackId: id, userId: actor.id, createdAt })
      .execute();
    await refreshFeedbackCounts(scope.trx, id);
    const earned = await awardFeedbackSubmitted(scope, id);
    const row = await findFeedbackItemById(scope.trx, id);
    if (!row) throw notFound(FEEDBACK_NOT_FOUND_MESSAGE);
    return { row, earned };
  });
  const { row, earned } = outcome.result;
  return {
    ...toFeedbackItem(row, true),
    award: awardReplyOf({ ...outcome, result: earned }),
  };
}
