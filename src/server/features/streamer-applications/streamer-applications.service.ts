import type { StreamerApplication, StreamerApplicationInput } from "../../../shared/live-streams";
import {
  channelOfUrl,
  type StreamCategory,
  type StreamPlatform,
} from "../../../shared/live-streams-limits";
import type { AppContext } from "../../app-context";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { badRequest, conflict, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { parseStringList } from "../../lib/string-list-column";
import { publishUnreadCounts, recordNotifications } from "../notifications";
import type { UserRow } from "../users";
import {
  decideApplication,
  findApplicationById,
  findApplications,
  findApprovedChannel,
  findLatestApplicationOf,
  insertApplication,
  isUniqueViolation,
  lockApplicant,
  lockChannelApplications,
  type StreamerApplicationRow,
} from "./streamer-applications.repo";

export const APPLICATION_NOT_FOUND = "Application not found";
export const APPLICATION_PENDING =
  "Your application is waiting for review. We'll let you know soon.";
export const CHANNEL_TAKEN = "This channel is already listed on GameHub";
/** A member may send a few applications a day (one waits for review at a time). */
export const APPLICATION_LIMIT: AttemptLimit = {
  kind: "streamer-application",
  max: 3,
  windowMs: 86_400_000,
  message: "You have sent several applications today. Please try again tomorrow.",
};

export function toApplication(row: StreamerApplicationRow): StreamerApplication {
  return {
    id: row.id,
    platform: row.platform as StreamPlatform,
    channelUrl: row.channelUrl,
    channel: row.channel,
    categories: parseStringList(row.categories) as StreamCategory[],
    pitch: row.pitch,
    status: row.status as StreamerApplication["status"],
    createdAt: toIsoString(row.createdAt),
    decidedAt: row.decidedAt ? toIsoString(row.decidedAt) : null,
    applicant: { id: row.userId, username: row.username, avatar: row.avatar },
  };
}

/**
 * A member applies: one application waits for review at a time, and a channel already
 * approved cannot be claimed again. The checks and the insert are one transaction with the
 * member's row locked, so concurrent applications of one member check one after the other;
 * the unique indexes (one pending application per member, one approved per channel) keep the
 * rule even so, and a write they refuse is the same readable 409.
 */
export async function applyAsStreamer(
  context: AppContext,
  user: UserRow,
  input: StreamerApplicationInput,
): Promise<StreamerApplication> {
  const now = context.now();
  const channel = channelOfUrl(input.platform, input.channelUrl);
  // The schema checked it already; kept for callers that skip the schema.
  if (channel === null) throw badRequest("Enter your channel's address");
  const id = await context.db.transaction().execute(async (trx) => {
    await lockApplicant(trx, context.engine, user.id);
    const latest = await findLatestApplicationOf(trx, user.id);
    if (latest?.status === "pending") throw conflict(APPLICATION_PENDING);
    if (await findApprovedChannel(trx, input.platform, channel)) throw conflict(CHANNEL_TAKEN);
    // Inside the transaction: a refused application uses up nothing.
    await consumeAttempt(
      { db: trx, engine: context.engine },
      APPLICATION_LIMIT,
      [`user:${user.id}`],
      now,
    );
    try {
      return await insertApplication(
        trx,
        {
          userId: user.id,
          platform: input.platform,
          channelUrl: input.channelUrl.trim(),
          channel,
          categories: [...new Set(input.categories)],
          pitch: input.pitch,
        },
        now,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(APPLICATION_PENDING);
      throw error;
    }
  });
  return readApplication(context, id);
}

export async function readMyApplication(
  context: AppContext,
  user: UserRow,
): Promise<StreamerApplication | null> {
  const row = await findLatestApplicationOf(context.db, user.id);
  return row ? toApplication(row) : null;
}

export async function listApplications(
  context: AppContext,
  status?: StreamerApplication["status"],
): Promise<StreamerApplication[]> {
  return (await findApplications(context.db, status)).map(toApplication);
}

async function readApplication(context: AppContext, id: number): Promise<StreamerApplication> {
  const row = await findApplicationById(context.db, id);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return toApplication(row);
}

const DECISION_TEXT = {
  approved: (channel: string) =>
    `Your streamer application for ${channel} was approved: your live streams will show on GameHub.`,
  rejected: (channel: string) =>
    `Your streamer application for ${channel} was not accepted this time. You can apply again.`,
} as const;

/**
 * An admin approves or rejects a pending application; the applicant is told in the same
 * transaction (and by e-mail if they turned it on). An approved channel is watched by the
 * live-status job from its next poll. The channel's applications are locked first, so of
 * concurrent approvals of one channel (or of one application) exactly one goes through and
 * the others get a readable 409.
 */
export async function decideStreamerApplication(
  context: AppContext,
  admin: UserRow,
  id: number,
  decision: "approved" | "rejected",
): Promise<StreamerApplication> {
  const now = context.now();
  const row = await findApplicationById(context.db, id);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  const notified = await context.db.transaction().execute(async (trx) => {
    await lockChannelApplications(trx, context.engine, row.platform, row.channel);
    const current = await findApplicationById(trx, id);
    if (!current) throw notFound(APPLICATION_NOT_FOUND);
    if (current.status !== "pending") {
      throw conflict(`This application was already ${current.status}`);
    }
    if (decision === "approved" && (await findApprovedChannel(trx, row.platform, row.channel))) {
      throw conflict(CHANNEL_TAKEN);
    }
    let decided: boolean;
    try {
      decided = await decideApplication(trx, id, decision, admin.id, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CHANNEL_TAKEN);
      throw error;
    }
    if (!decided) throw conflict("This application was already decided");
    return recordNotifications(
      trx,
      [
        {
          userId: row.userId,
          kind: "streamer-application",
          actorId: admin.id,
          text: DECISION_TEXT[decision](row.channel),
          url: "/live-streams",
        },
      ],
      now,
    );
  });
  await publishUnreadCounts(context, notified);
  return readApplication(context, id);
}
