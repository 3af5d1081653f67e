import {
  GUIDES_PAGE_SIZE,
  type Guide,
  type GuideChanges,
  type GuideGamesReply,
  type GuidesQuery,
  type GuidesReply,
  type NewGuide,
} from "../../../shared/guides";
import type { AppContext } from "../../app-context";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { badRequest, notFound } from "../../lib/http-error";
import { hashSecret } from "../../lib/secure-token";
import { findGameBySlug } from "../games";
import type { UserRow } from "../users";
import {
  countGuideView,
  deleteGuide,
  findGuide,
  findGuideGames,
  findGuides,
  findMyRating,
  type GuideValues,
  insertGuide,
  saveRating,
  updateGuide,
} from "./guides.repo";
import { averageRating, toGuide, toGuideSummary } from "./guides-view";

export const GUIDE_NOT_FOUND = "Guide not found";
export const GUIDE_RATING_LIMIT: AttemptLimit = {
  kind: "guide-rating",
  max: 60,
  windowMs: 3_600_000,
  message: "You have rated a lot of guides in a short time. Please wait a few minutes.",
};
export const GUIDE_WRITE_LIMIT: AttemptLimit = {
  kind: "guide-write",
  max: 120,
  windowMs: 3_600_000,
  message: "Too many changes to guides in a short time. Please wait a few minutes.",
};

export interface GuideViewer {
  user: UserRow | null;
  ip: string;
}

export async function listGuides(context: AppContext, query: GuidesQuery): Promise<GuidesReply> {
  const { rows, total } = await findGuides(context.db, context.engine, query, GUIDES_PAGE_SIZE);
  return {
    guides: rows.slice(0, GUIDES_PAGE_SIZE).map(toGuideSummary),
    total,
    page: query.page,
    hasMore: rows.length > GUIDES_PAGE_SIZE,
  };
}

/** The games of the guides (the list's game filter offers only games with guides). */
export async function listGuideGames(context: AppContext): Promise<GuideGamesReply> {
  return { games: await findGuideGames(context.db) };
}

/** One guide; reading it counts a view (once per viewer per hour). */
export async function readGuide(
  context: AppContext,
  viewer: GuideViewer,
  id: number,
): Promise<Guide> {
  const row = await findGuide(context.db, id);
  if (!row) throw notFound(GUIDE_NOT_FOUND);
  if (await countGuideView(context.db, id, guideViewerKey(context, viewer), context.now()))
    row.views = Number(row.views) + 1;
  const myRating = viewer.user ? await findMyRating(context.db, id, viewer.user.id) : null;
  return toGuide(row, myRating);
}

/** A member is their id; a visitor their address, kept only as a keyed hash. */
export function guideViewerKey(context: AppContext, viewer: GuideViewer): string {
  if (viewer.user) return `user:${viewer.user.id}`;
  return `ip:${hashSecret(context.config.sessionSecret, `guide-view:${viewer.ip}`).slice(0, 32)}`;
}

export async function rateGuide(
  context: AppContext,
  member: UserRow,
  id: number,
  rating: number,
): Promise<{ rating: number; ratingCount: number; myRating: number }> {
  const now = context.now();
  if (!(await findGuide(context.db, id))) throw notFound(GUIDE_NOT_FOUND);
  await consumeAttempt(context, GUIDE_RATING_LIMIT, [`user:${member.id}`], now);
  const totals = await saveRating(context.db, context.engine, id, member.id, rating, now);
  return {
    rating: averageRating(totals.ratingSum, totals.ratingCount),
    ratingCount: totals.ratingCount,
    myRating: rating,
  };
}

async function gameOf(context: AppContext, slug: string) {
  const game = await findGameBySlug(context.db, slug);
  if (!game) throw badRequest(`Unknown game "${slug}"`);
  return game;
}

function slugOf(title: string): string {
  const base = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 70);
  return `${base || "guide"}-${Date.now().toString(36)}`;
}

function jsonColumns(input: Partial<NewGuide>) {
  return {
    ...(input.tags === undefined ? {} : { tags: JSON.stringify(input.tags) }),
    ...(input.sections === undefined
      ? {}
      : {
          sections: JSON.stringify(
            input.sections.map((section, index) => ({ id: String(index + 1), ...section })),
          ),
        }),
    ...(input.nexusModsLinks === undefined
      ? {}
      : { nexusModsLinks: JSON.stringify(input.nexusModsLinks) }),
    ...(input.tips === undefined ? {} : { tips: JSON.stringify(input.tips) }),
    ...(input.tricks === undefined ? {} : { tricks: JSON.stringify(input.tricks) }),
  };
}

export async function createGuide(
  context: AppContext,
  admin: UserRow,
  input: NewGuide,
): Promise<Guide> {
  const now = context.now();
  await consumeAttempt(context, GUIDE_WRITE_LIMIT, [`user:${admin.id}`], now);
  const game = await gameOf(context, input.gameSlug);
  const values: GuideValues = {
    slug: slugOf(input.title),
    title: input.title,
    description: input.description,
    gameId: game.id,
    gameTitle: game.title,
    difficulty: input.difficulty,
    readTimeMinutes: input.readTime,
    authorId: admin.id,
    authorName: admin.displayName ?? admin.username,
    thumbnail: input.thumbnail,
    tags: "[]",
    sections: "[]",
    nexusModsLinks: "[]",
    tips: "[]",
    tricks: "[]",
    ...jsonColumns(input),
    publishedAt: now.toISOString(),
  };
  const id = await insertGuide(context.db, values, now);
  return readGuide(context, { user: admin, ip: "" }, id);
}

export async function changeGuide(
  context: AppContext,
  admin: UserRow,
  id: number,
  changes: GuideChanges,
): Promise<Guide> {
  const now = context.now();
  await consumeAttempt(context, GUIDE_WRITE_LIMIT, [`user:${admin.id}`], now);
  if (!(await findGuide(context.db, id))) throw notFound(GUIDE_NOT_FOUND);
  const game = changes.gameSlug ? await gameOf(context, changes.gameSlug) : null;
  await updateGuide(
    context.db,
    id,
    {
      ...(changes.title === undefined ? {} : { title: changes.title }),
      ...(changes.description === undefined ? {} : { description: changes.description }),
      ...(changes.difficulty === undefined ? {} : { difficulty: changes.difficulty }),
      ...(changes.readTime === undefined ? {} : { readTimeMinutes: changes.readTime }),
      ...(changes.thumbnail === undefined ? {} : { thumbnail: changes.thumbnail }),
      ...(game ? { gameId: game.id, gameTitle: game.title } : {}),
      ...jsonColumns(changes),
    },
    now,
  );
  return readGuide(context, { user: admin, ip: "" }, id);
}

export async function removeGuide(context: AppContext, admin: UserRow, id: number): Promise<void> {
  await consumeAttempt(context, GUIDE_WRITE_LIMIT, [`user:${admin.id}`], context.now());
  if (!(await findGuide(context.db, id))) throw notFound(GUIDE_NOT_FOUND);
  await deleteGuide(context.db, id);
}
