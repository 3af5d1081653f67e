import type { Updateable } from "kysely";
import { z } from "zod";
import {
  type CreateDeveloperUpdate,
  DEVELOPER_UPDATES_PAGE_SIZE,
  type DeveloperUpdate,
  type DeveloperUpdatesQuery,
  type DeveloperUpdatesReply,
  type UpdateDeveloperUpdate,
} from "../../../shared/developer-updates";
import { HOUR_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import type { DeveloperUpdateTable } from "../../db/schema";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeCursor,
  encodeCursor,
} from "../../lib/cursor";
import { notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import type { SignedIn } from "../../plugins/session";
import {
  type DeveloperUpdateRow,
  deleteDeveloperUpdateRow,
  findUpdateById,
  findUpdateBySlug,
  findUpdateNeighbours,
  findUpdatePage,
  insertDeveloperUpdate,
  updateDeveloperUpdateRow,
} from "./developer-updates.repo";
import {
  newUpdateValues,
  renderUpdateContent,
  roadmapStageOf,
  slugBaseOf,
  toDeveloperUpdate,
  toUpdateSummary,
} from "./developer-updates-view";

export const UPDATE_NOT_FOUND_MESSAGE = "Developer update not found";

/** Slugs are made by the server from titles: longer text names no update. */
const SLUG_LENGTH_MAX = 200;

/**
 * Admins' writes are limited too: a stolen admin session or a stuck client must not be able
 * to flood the public list (and its RSS feed) with updates. The team publishes a few a week.
 */
export const CREATE_LIMIT: AttemptLimit = {
  kind: "developer-update-create",
  max: 20,
  windowMs: HOUR_MS,
  message: "You have published 20 updates in the last hour. Please try again later.",
};
export const CHANGE_LIMIT: AttemptLimit = {
  kind: "developer-update-change",
  max: 120,
  windowMs: HOUR_MS,
  message: "You have changed 120 updates in the last hour. Please try again later.",
};

/** The last update of a page, in the list order's columns. */
const updateCursorSchema = z.strictObject({ at: cursorTimestampSchema, id: cursorIdSchema });

/**
 * `GET /api/developer-updates`: newest first, 20 a page with a keyset cursor; one type or all,
 * full-text search over title, content and tags, a tag ignoring case.
 */
export async function listDeveloperUpdates(
  context: AppContext,
  query: DeveloperUpdatesQuery,
): Promise<DeveloperUpdatesReply> {
  const cursor = query.cursor ? decodeCursor(updateCursorSchema, query.cursor) : undefined;
  const rows = await findUpdatePage(context.db, context.engine, {
    filters: {
      type: query.type === "all" ? undefined : query.type,
      search: query.search ? query.search : undefined,
      tagKey: query.tag ? query.tag.replace(/^#+/, "").toLowerCase() : undefined,
    },
    cursor: cursor ? { publishedAt: cursor.at, id: cursor.id } : undefined,
    limit: DEVELOPER_UPDATES_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, DEVELOPER_UPDATES_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    updates: page.map(toUpdateSummary),
    nextCursor:
      rows.length > DEVELOPER_UPDATES_PAGE_SIZE && last
        ? encodeCursor({ at: toIsoString(last.publishedAt), id: last.id })
        : null,
  };
}

async function withNeighbours(
  context: AppContext,
  row: DeveloperUpdateRow,
): Promise<DeveloperUpdate> {
  const neighbours = await findUpdateNeighbours(context.db, {
    publishedAt: toIsoString(row.publishedAt),
    id: row.id,
  });
  return toDeveloperUpdate(row, neighbours);
}

/** `GET /api/developer-updates/{slug}`: the whole update with its older and newer neighbours. */
export async function readDeveloperUpdate(
  context: AppContext,
  slug: string,
): Promise<DeveloperUpdate> {
  const row = slug.length <= SLUG_LENGTH_MAX ? await findUpdateBySlug(context.db, slug) : undefined;
  if (!row) throw notFound(UPDATE_NOT_FOUND_MESSAGE);
  return withNeighbours(context, row);
}

async function updateById(context: AppContext, id: number): Promise<DeveloperUpdate> {
  const row = await findUpdateById(context.db, id);
  if (!row) throw notFound(UPDATE_NOT_FOUND_MESSAGE);
  return withNeighbours(context, row);
}

const limiterOf = (context: AppContext, trx: AppContext["db"]) => ({
  db: trx,
  engine: context.engine,
});

/**
 * `POST /api/developer-updates` (admins): published now under the admin's name, its Markdown
 * rendered once, its slug made from the title and kept unique.
 */
export async function createDeveloperUpdate(
  context: AppContext,
  admin: SignedIn,
  input: CreateDeveloperUpdate,
): Promise<DeveloperUpdate> {
  const now = context.now();
  const user = admin.user;
  const values = newUpdateValues(
    input,
    { id: user.id, name: user.displayName ?? user.username, avatar: user.avatar },
    now,
  );
  const { id } = await context.db.transaction().execute(async (trx) => {
    // In the write's transaction: a failed insert uses up nothing.
    await consumeAttempt(limiterOf(context, trx), CREATE_LIMIT, [`user:${user.id}`], now);
    return insertDeveloperUpdate(trx, slugBaseOf(input.title), values);
  });
  return updateById(context, id);
}

/**
 * `PATCH /api/developer-updates/{id}` (admins): the fields sent change, the slug stays (links
 * to the update keep working). New content is rendered again.
 */
export async function editDeveloperUpdate(
  context: AppContext,
  admin: SignedIn,
  id: number,
  input: UpdateDeveloperUpdate,
): Promise<DeveloperUpdate> {
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const existing = await findUpdateById(trx, id);
    if (!existing) throw notFound(UPDATE_NOT_FOUND_MESSAGE);
    await consumeAttempt(limiterOf(context, trx), CHANGE_LIMIT, [`user:${admin.user.id}`], now);
    const type = input.updateType ?? existing.updateType;
    const changes: Updateable<DeveloperUpdateTable> = {
      updatedAt: now.toISOString(),
      updateType: type,
      // A stage not sent stays; a type that is not roadmap has none.
      roadmapStage: roadmapStageOf(
        type,
        input.roadmapStage === undefined ? existing.roadmapStage : input.roadmapStage,
      ),
    };
    if (input.title !== undefined) changes.title = input.title;
    if (input.content !== undefined) {
      Object.assign(changes, { content: input.content }, renderUpdateContent(input.content));
    }
    if (input.gameTitle !== undefined) changes.gameTitle = input.gameTitle;
    if (input.featuredImage !== undefined) changes.featuredImage = input.featuredImage;
    if (input.tags !== undefined) changes.tags = JSON.stringify(input.tags);
    await updateDeveloperUpdateRow(trx, id, changes);
  });
  return updateById(context, id);
}

/** `DELETE /api/developer-updates/{id}` (admins). The search index follows by trigger or column. */
export async function removeDeveloperUpdate(
  context: AppContext,
  admin: SignedIn,
  id: number,
): Promise<void> {
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    if (!(await findUpdateById(trx, id))) throw notFound(UPDATE_NOT_FOUND_MESSAGE);
    await consumeAttempt(limiterOf(context, trx), CHANGE_LIMIT, [`user:${admin.user.id}`], now);
    await deleteDeveloperUpdateRow(trx, id);
  });
}
