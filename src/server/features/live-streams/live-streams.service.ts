import type { LiveStream, LiveStreamChanges, NewLiveStream } from "../../../shared/live-streams";
import type {
  StreamCategory,
  StreamPlatform,
  StreamTab,
} from "../../../shared/live-streams-limits";
import type { AppContext } from "../../app-context";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { badRequest, notFound } from "../../lib/http-error";
import { findApplicationById } from "../streamer-applications";
import type { UserRow } from "../users";
import {
  deleteStream,
  findGameIdByTitle,
  findStreamById,
  findStreams,
  insertStream,
  updateStream,
} from "./live-streams.repo";
import { toLiveStream } from "./live-streams-view";

export const STREAM_NOT_FOUND = "Stream not found";
/** Admins' writes are limited too: a stolen admin session should not rewrite the list in a loop. */
export const STREAM_WRITE_LIMIT: AttemptLimit = {
  kind: "live-stream-write",
  max: 300,
  windowMs: 3_600_000,
  message: "Too many changes to streams in a short time. Please wait a few minutes.",
};

export async function listStreams(
  context: AppContext,
  filters: { tab: StreamTab; platform?: StreamPlatform; category?: StreamCategory },
): Promise<LiveStream[]> {
  const now = context.now();
  return (await findStreams(context.db, filters)).map((row) => toLiveStream(row, now));
}

export async function readStream(context: AppContext, id: number): Promise<LiveStream> {
  const row = await findStreamById(context.db, id);
  if (!row) throw notFound(STREAM_NOT_FOUND);
  return toLiveStream(row, context.now());
}

export async function createStream(
  context: AppContext,
  admin: UserRow,
  input: NewLiveStream,
): Promise<LiveStream> {
  const now = context.now();
  await consumeAttempt(context, STREAM_WRITE_LIMIT, [`user:${admin.id}`], now);
  if (input.applicationId !== null) {
    const application = await findApplicationById(context.db, input.applicationId);
    if (application?.status !== "approved") {
      throw badRequest("Streamer must be an approved application's id");
    }
  }
  const isEnded = input.status === "ended";
  const id = await insertStream(
    context.db,
    {
      ...input,
      maxViewers: input.viewerCount,
      // An ended stream entered by hand ends now unless it started in the future.
      endedAt: isEnded ? latest(input.startedAt, now).toISOString() : null,
      viewerCount: isEnded ? 0 : input.viewerCount,
      gameId: await findGameIdByTitle(context.db, input.gameTitle),
    },
    now,
  );
  return readStream(context, id);
}

/**
 * An admin's edit. Marking a stream live starts it now (unless a start is given) and marking
 * it ended ends it now, keeping its peak; the peak follows the viewer count while live.
 */
export async function changeStream(
  context: AppContext,
  admin: UserRow,
  id: number,
  changes: LiveStreamChanges,
): Promise<LiveStream> {
  const now = context.now();
  await consumeAttempt(context, STREAM_WRITE_LIMIT, [`user:${admin.id}`], now);
  const row = await findStreamById(context.db, id);
  if (!row) throw notFound(STREAM_NOT_FOUND);
  const status = changes.status ?? (row.status as LiveStream["status"]);
  const viewerCount = changes.viewerCount ?? Number(row.viewerCount);
  const next: Parameters<typeof updateStream>[2] = { ...changes };
  if (changes.gameTitle !== undefined) {
    next.gameId = await findGameIdByTitle(context.db, changes.gameTitle);
  }
  if (status === "live") {
    if (row.status !== "live" && changes.startedAt === undefined) {
      next.startedAt = now.toISOString();
    }
    next.endedAt = null;
    next.maxViewers = Math.max(row.status === "live" ? Number(row.maxViewers) : 0, viewerCount);
  } else if (status === "ended") {
    if (row.status !== "ended") {
      next.endedAt = now.toISOString();
      next.maxViewers = Math.max(Number(row.maxViewers), Number(row.viewerCount), viewerCount);
    }
    next.viewerCount = 0;
  } else {
    next.endedAt = null;
  }
  await updateStream(context.db, id, next, now);
  return readStream(context, id);
}

export async function removeStream(context: AppContext, admin: UserRow, id: number): Promise<void> {
  await consumeAttempt(context, STREAM_WRITE_LIMIT, [`user:${admin.id}`], context.now());
  if (!(await deleteStream(context.db, id))) throw notFound(STREAM_NOT_FOUND);
}

function latest(iso: string, now: Date): Date {
  const date = new Date(iso);
  return date.getTime() > now.getTime() ? date : now;
}
