import type { Kysely } from "kysely";
import { z } from "zod";
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserDetailReply,
  type AdminUserRole,
  type AdminUserSort,
  type AdminUserSummary,
  type AdminUsersQuery,
  type AdminUsersReply,
  type BulkUserActionInput,
  type BulkUserActionReply,
  isSuspensionActive,
  isSuspensionEndInFuture,
  SUSPEND_IN_THE_PAST_MESSAGE,
  type SuspendUserInput,
} from "../../../shared/admin-users";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/schema";
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR_MESSAGE,
} from "../../lib/cursor";
import { announceSessionsEnded } from "../../lib/events/event-bus";
import { badRequest, conflict, HttpError, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import type { AdminActor } from "../admin-audit";
import { recordAdminAction } from "../admin-audit";
import { deleteUserSessions, endSessionsForSuspension, forgetSuspendedSessions } from "../sessions";
import { deleteUser } from "../users";
import {
  countContentOf,
  countOtherAdmins,
  findFlagsAgainst,
  findRecentContentOf,
  findRecentLedger,
  findSessionsOfUser,
  findUserPage,
  findUserSearchRanges,
  findUserSummary,
  lockAdmins,
  markEmailVerified,
  type SearchAfter,
  type SearchMatch,
  setAdminRole,
  setSuspension,
  type UserPageAfter,
  type UserSummaryRow,
} from "./admin-users.repo";

export const USER_NOT_FOUND = "User not found";
export const SELF_SUSPEND = "You cannot suspend your own account";
export const SELF_DEMOTE = "You cannot demote your own account";
export const SELF_DELETE =
  "You cannot delete your own account here. Use Delete account in your settings.";
export const LAST_ADMIN_DEMOTE = "The last administrator cannot be demoted";
export const LAST_ADMIN_DELETE = "The last administrator cannot be deleted";
export const NOT_SUSPENDED = "This account is not suspended";
export const ALREADY_VERIFIED = "This e-mail address is already verified";
export const NO_EMAIL = "This account has no e-mail address";

// --- Reading --------------------------------------------------------------------------------

/** The cursor carries the sort it was made for, so a page of one sort never continues another. */
const userCursorSchema = z.discriminatedUnion("s", [
  z.object({ s: z.literal("newest"), c: cursorTimestampSchema, id: cursorIdSchema }),
  z.object({ s: z.literal("oldest"), c: cursorTimestampSchema, id: cursorIdSchema }),
  z.object({ s: z.literal("username"), k: z.string().min(1).max(100) }),
  // A search: where each of its two ranges (username, e-mail) ended.
  z.object({
    s: z.literal("q"),
    u: z.string().max(254).nullable(),
    e: z.string().max(254).nullable(),
  }),
  z.object({
    s: z.literal("points"),
    p: z.number().int().min(-2_147_483_648).max(2_147_483_647),
    id: cursorIdSchema,
  }),
]);
type UserCursor = z.infer<typeof userCursorSchema>;

/**
 * One page of the member table. Without a search the page follows `sort`; a search lists the
 * members whose username or e-mail starts with `q` in order of that text (see
 * findUserSearchPage: only that order stays one page of work at a million members).
 */
export async function listUsers(
  context: AppContext,
  query: AdminUsersQuery,
): Promise<AdminUsersReply> {
  const now = context.now();
  if (query.q) return searchUsers(context, query.q.toLowerCase(), query.cursor, now);
  const after = query.cursor ? toPageAfter(query.sort, query.cursor) : undefined;
  const rows = await findUserPage(context.db, {
    sort: query.sort,
    after,
    limit: ADMIN_USERS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, ADMIN_USERS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    users: page.map((row) => toSummary(row, now)),
    nextCursor:
      rows.length > ADMIN_USERS_PAGE_SIZE && last
        ? encodeCursor(cursorAfter(query.sort, last))
        : null,
  };
}

async function searchUsers(
  context: AppContext,
  prefix: string,
  cursorText: string | undefined,
  now: Date,
): Promise<AdminUsersReply> {
  const cursor = cursorText ? decodeCursor(userCursorSchema, cursorText) : undefined;
  if (cursor && cursor.s !== "q") throw badRequest(INVALID_CURSOR_MESSAGE);
  const after = cursor?.s === "q" ? { usernameKey: cursor.u, emailKey: cursor.e } : undefined;
  // A member is at most once in each range, so twice a page from each range always holds a
  // full page of distinct members.
  const limit = 2 * ADMIN_USERS_PAGE_SIZE + 1;
  const ranges = await findUserSearchRanges(context.db, { prefix, after, limit });
  const page = pageSearchMatches(prefix, ranges, limit, after);
  return {
    users: page.matches.map((match) => toSummary(match.row, now)),
    nextCursor: page.after
      ? encodeCursor({ s: "q", u: page.after.usernameKey, e: page.after.emailKey })
      : null,
  };
}

/**
 * Merges the two ranges in order of the matched text into one page. A member matching both
 * ways is listed under the smaller text; met again under the larger one, it moves the cursor
 * on without being listed twice. Only entries up to the end of a range that was cut short
 * are certain to be complete, so the walk stops there.
 */
export function pageSearchMatches(
  prefix: string,
  ranges: { byUsername: SearchMatch[]; byEmail: SearchMatch[] },
  limit: number,
  after: SearchAfter | undefined,
): { matches: SearchMatch[]; after: SearchAfter | null } {
  const cutAt = [ranges.byUsername, ranges.byEmail]
    .filter((range) => range.length >= limit)
    .map((range) => range.at(-1)?.key as string)
    .sort()[0];
  const merged = [...ranges.byUsername, ...ranges.byEmail]
    .filter((match) => cutAt === undefined || match.key <= cutAt)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const position: SearchAfter = {
    usernameKey: after?.usernameKey ?? null,
    emailKey: after?.emailKey ?? null,
  };
  const matches: SearchMatch[] = [];
  let walked = 0;
  const isListedUnderOther = (match: SearchMatch) => {
    const other = match.by === "username" ? match.row.emailKey : match.row.usernameKey;
    return other !== null && other < match.key && other.startsWith(prefix);
  };
  for (const match of merged) {
    if (matches.length === ADMIN_USERS_PAGE_SIZE) break;
    walked += 1;
    if (match.by === "username") position.usernameKey = match.key;
    else position.emailKey = match.key;
    if (!isListedUnderOther(match)) matches.push(match);
  }
  const hasMore =
    cutAt !== undefined || merged.slice(walked).some((match) => !isListedUnderOther(match));
  return { matches, after: hasMore ? position : null };
}

function toPageAfter(sort: AdminUserSort, text: string): UserPageAfter {
  const cursor = decodeCursor(userCursorSchema, text);
  if (cursor.s !== sort)
    throw badRequest("Invalid cursor: pass the nextCursor of the previous page unchanged.");
  switch (cursor.s) {
    case "newest":
    case "oldest":
      return { sort: cursor.s, createdAt: cursor.c, id: cursor.id };
    case "username":
      return { sort: "username", usernameKey: cursor.k };
    case "points":
      return { sort: "points", points: cursor.p, id: cursor.id };
    default:
      throw badRequest(INVALID_CURSOR_MESSAGE);
  }
}

function cursorAfter(sort: AdminUserSort, row: UserSummaryRow): UserCursor {
  switch (sort) {
    case "newest":
    case "oldest":
      return { s: sort, c: toIsoString(row.createdAt), id: row.id };
    case "username":
      return { s: "username", k: row.usernameKey };
    case "points":
      return { s: "points", p: row.points, id: row.id };
  }
}

export function toSummary(row: UserSummaryRow, now: Date): AdminUserSummary {
  const isSuspended = isSuspensionActive(row.suspendedUntil, now);
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    isAdmin: Boolean(row.isAdmin),
    isVerified: row.emailVerifiedAt !== null,
    points: row.points,
    level: row.level,
    createdAt: toIsoString(row.createdAt),
    // A suspension that has run out is shown as none: it no longer refuses anything.
    suspendedUntil: isSuspended && row.suspendedUntil ? toIsoString(row.suspendedUntil) : null,
    suspensionReason: isSuspended ? row.suspensionReason : null,
  };
}

export async function readUserDetail(
  context: AppContext,
  id: number,
): Promise<AdminUserDetailReply> {
  const { db } = context;
  const now = context.now();
  const row = await findUserSummary(db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  const twoFactor = await db
    .selectFrom("users")
    .select("totpSecret")
    .where("id", "=", id)
    .executeTakeFirst();
  const sessions = await findSessionsOfUser(db, id, now);
  const ledger = await findRecentLedger(db, id);
  const counts = await countContentOf(db, id);
  const recent = await findRecentContentOf(db, id);
  const flags = await findFlagsAgainst(db, id);
  const liveSessions = sessions.filter((session) => !session.isPendingTwoFactor);
  const lastSeen = liveSessions
    .map((session) => toIsoString(session.lastSeenAt))
    .sort()
    .at(-1);
  return {
    user: {
      ...toSummary(row, now),
      lastSeenAt: lastSeen ?? null,
      twoFactorEnabled: Boolean(twoFactor?.totpSecret),
    },
    sessions: liveSessions.map((session) => ({
      id: session.id,
      createdAt: toIsoString(session.createdAt),
      lastSeenAt: toIsoString(session.lastSeenAt),
      expiresAt: toIsoString(session.expiresAt),
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      rememberMe: Boolean(session.rememberMe),
    })),
    ledger: ledger.map((entry) => ({
      id: entry.id,
      reason: entry.reason,
      points: entry.points,
      experience: entry.experience,
      createdAt: toIsoString(entry.createdAt),
    })),
    content: {
      counts,
      recent: [
        ...recent.threads.map((item) => ({
          kind: "thread" as const,
          id: item.id,
          title: item.title,
          url: `/forum/thread/${item.id}`,
          createdAt: toIsoString(item.createdAt),
        })),
        ...recent.replies.map((item) => ({
          kind: "reply" as const,
          id: item.id,
          title: item.title,
          url: `/forum/thread/${item.threadId}#reply-${item.id}`,
          createdAt: toIsoString(item.createdAt),
        })),
        ...recent.comments.map((item) => ({
          kind: "comment" as const,
          id: item.id,
          title: item.title,
          url: `/blog/${item.postId}#comment-${item.id}`,
          createdAt: toIsoString(item.createdAt),
        })),
        ...recent.feedback.map((item) => ({
          kind: "feedback" as const,
          id: item.id,
          title: item.title,
          url: `/community-feedback/${item.id}`,
          createdAt: toIsoString(item.createdAt),
        })),
        ...recent.feedbackComments.map((item) => ({
          kind: "feedbackComment" as const,
          id: item.id,
          title: item.title,
          url: `/community-feedback/${item.feedbackId}#comment-${item.id}`,
          createdAt: toIsoString(item.createdAt),
        })),
      ].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    },
    flags: [
      ...flags.forum.map((flag) => ({
        id: flag.id,
        area: "forum" as const,
        targetType: flag.targetType,
        targetId: flag.targetId,
        reason: flag.reason,
        status: flag.status,
        url:
          flag.targetType === "thread"
            ? `/forum/thread/${flag.threadId}`
            : `/forum/thread/${flag.threadId}#reply-${flag.targetId}`,
        createdAt: toIsoString(flag.createdAt),
      })),
      ...flags.feedback.map((flag) => ({
        id: flag.id,
        area: "feedback" as const,
        targetType: flag.targetType,
        targetId: flag.targetId,
        reason: flag.reason,
        status: flag.status,
        url:
          flag.targetType === "item"
            ? `/community-feedback/${flag.feedbackId}`
            : `/community-feedback/${flag.feedbackId}#comment-${flag.targetId}`,
        createdAt: toIsoString(flag.createdAt),
      })),
    ].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  };
}

// --- Acting on one member -------------------------------------------------------------------

type Trx = Kysely<Database>;

async function requireTarget(db: Trx, id: number): Promise<UserSummaryRow> {
  const row = await findUserSummary(db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

async function readSummary(context: AppContext, id: number): Promise<AdminUserSummary> {
  return toSummary(await requireTarget(context.db, id), context.now());
}

/**
 * Suspends until `until` and ends every session of the member in the same transaction: they
 * are signed out everywhere at once, and sign-in tells them until when (auth.service.ts).
 */
export async function suspendUser(
  context: AppContext,
  actor: AdminActor,
  id: number,
  input: SuspendUserInput,
): Promise<AdminUserSummary> {
  const now = context.now();
  if (!isSuspensionEndInFuture(input.until, now)) throw badRequest(SUSPEND_IN_THE_PAST_MESSAGE);
  await context.db.transaction().execute((trx) => suspendInTransaction(trx, actor, id, input, now));
  announceSessionsEnded(context.events, id);
  return readSummary(context, id);
}

async function suspendInTransaction(
  trx: Trx,
  actor: AdminActor,
  id: number,
  input: SuspendUserInput,
  now: Date,
): Promise<void> {
  const target = await requireTarget(trx, id);
  if (target.id === actor.user.id) throw conflict(SELF_SUSPEND);
  const until = new Date(input.until).toISOString();
  const reason = input.reason ?? null;
  await setSuspension(trx, id, { until, reason }, now);
  const sessionsEnded = await endSessionsForSuspension(trx, id);
  const wasSuspended = isSuspensionActive(target.suspendedUntil, now);
  await recordAdminAction(
    trx,
    actor,
    {
      action: "user.suspend",
      targetType: "user",
      targetId: id,
      before: {
        suspendedUntil:
          wasSuspended && target.suspendedUntil ? toIsoString(target.suspendedUntil) : null,
        suspensionReason: wasSuspended ? target.suspensionReason : null,
      },
      after: { suspendedUntil: until, suspensionReason: reason, sessionsEnded },
    },
    now,
  );
}

export async function unsuspendUser(
  context: AppContext,
  actor: AdminActor,
  id: number,
): Promise<AdminUserSummary> {
  const now = context.now();
  await context.db.transaction().execute((trx) => unsuspendInTransaction(trx, actor, id, now));
  return readSummary(context, id);
}

async function unsuspendInTransaction(trx: Trx, actor: AdminActor, id: number, now: Date) {
  const target = await requireTarget(trx, id);
  if (!isSuspensionActive(target.suspendedUntil, now)) throw conflict(NOT_SUSPENDED);
  await setSuspension(trx, id, { until: null, reason: null }, now);
  await forgetSuspendedSessions(trx, id);
  await recordAdminAction(
    trx,
    actor,
    {
      action: "user.unsuspend",
      targetType: "user",
      targetId: id,
      before: {
        suspendedUntil: target.suspendedUntil ? toIsoString(target.suspendedUntil) : null,
        suspensionReason: target.suspensionReason,
      },
      after: { suspendedUntil: null },
    },
    now,
  );
}

/**
 * Promotes or demotes. Nobody demotes the last administrator (the site would have no one to
 * run it), and an admin does not demote themself by accident. Setting the role a member
 * already has changes nothing and writes no entry.
 */
export async function setUserRole(
  context: AppContext,
  actor: AdminActor,
  id: number,
  role: AdminUserRole,
): Promise<AdminUserSummary> {
  const now = context.now();
  const isAdmin = role === "admin";
  await context.db.transaction().execute(async (trx) => {
    if (!isAdmin) await lockAdmins(trx, context.engine);
    const target = await requireTarget(trx, id);
    if (Boolean(target.isAdmin) === isAdmin) return;
    if (!isAdmin) {
      if ((await countOtherAdmins(trx, id)) === 0) throw conflict(LAST_ADMIN_DEMOTE);
      if (target.id === actor.user.id) throw conflict(SELF_DEMOTE);
    }
    await setAdminRole(trx, id, isAdmin, now);
    await recordAdminAction(
      trx,
      actor,
      {
        action: isAdmin ? "user.promote" : "user.demote",
        targetType: "user",
        targetId: id,
        before: { isAdmin: !isAdmin },
        after: { isAdmin },
      },
      now,
    );
  });
  return readSummary(context, id);
}

/** Ends every session of the member (their devices are signed out on their next request). */
export async function revokeUserSessions(
  context: AppContext,
  actor: AdminActor,
  id: number,
): Promise<number> {
  const now = context.now();
  const revoked = await context.db
    .transaction()
    .execute((trx) => revokeInTransaction(trx, actor, id, now));
  announceSessionsEnded(context.events, id);
  return revoked;
}

async function revokeInTransaction(trx: Trx, actor: AdminActor, id: number, now: Date) {
  await requireTarget(trx, id);
  const sessionsEnded = await deleteUserSessions(trx, id);
  await recordAdminAction(
    trx,
    actor,
    {
      action: "user.sessions.revoke",
      targetType: "user",
      targetId: id,
      after: { sessionsEnded },
    },
    now,
  );
  return sessionsEnded;
}

/** Marks the member's address verified, as following the link would. */
export async function verifyUserEmail(
  context: AppContext,
  actor: AdminActor,
  id: number,
): Promise<AdminUserSummary> {
  const now = context.now();
  await context.db.transaction().execute((trx) => verifyInTransaction(trx, actor, id, now));
  return readSummary(context, id);
}

async function verifyInTransaction(trx: Trx, actor: AdminActor, id: number, now: Date) {
  const target = await requireTarget(trx, id);
  if (!target.email) throw conflict(NO_EMAIL);
  if (target.emailVerifiedAt !== null) throw conflict(ALREADY_VERIFIED);
  await markEmailVerified(trx, id, now);
  await recordAdminAction(
    trx,
    actor,
    {
      action: "user.email.verify",
      targetType: "user",
      targetId: id,
      before: { isVerified: false },
      after: { isVerified: true },
    },
    now,
  );
}

/**
 * Deletes the account exactly as self-deletion does (account.service.ts): the row goes, and
 * with it by cascade every session, token and code; what the member wrote stays, shown as
 * 'Deleted user'.
 */
export async function deleteUserAccount(
  context: AppContext,
  actor: AdminActor,
  id: number,
): Promise<void> {
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    await lockAdmins(trx, context.engine);
    const target = await requireTarget(trx, id);
    if (target.isAdmin && (await countOtherAdmins(trx, id)) === 0)
      throw conflict(LAST_ADMIN_DELETE);
    if (target.id === actor.user.id) throw conflict(SELF_DELETE);
    await deleteUser(trx, id);
    await recordAdminAction(
      trx,
      actor,
      {
        action: "user.delete",
        targetType: "user",
        targetId: id,
        before: { username: target.username, isAdmin: Boolean(target.isAdmin) },
        after: null,
      },
      now,
    );
  });
  announceSessionsEnded(context.events, id);
}

// --- Acting on several members --------------------------------------------------------------

/**
 * One action on up to 100 members in one transaction. Each member gets its own audit entry;
 * a member the action does not apply to (unknown, already verified, the admin themself...)
 * is reported as skipped with the reason, and the others still go ahead.
 */
export async function runBulkUserAction(
  context: AppContext,
  actor: AdminActor,
  input: BulkUserActionInput,
): Promise<BulkUserActionReply> {
  const now = context.now();
  if (input.action === "suspend" && !isSuspensionEndInFuture(input.until ?? "", now)) {
    throw badRequest(SUSPEND_IN_THE_PAST_MESSAGE);
  }
  const ids = [...new Set(input.ids)];
  const result = await context.db.transaction().execute(async (trx) => {
    const reply: BulkUserActionReply = { done: [], skipped: [] };
    for (const id of ids) {
      try {
        await runOne(trx, actor, id, input, now);
        reply.done.push(id);
      } catch (error) {
        // A rule that refuses one member (404, 409) skips it; anything else fails the batch.
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        reply.skipped.push({ id, reason: error.message });
      }
    }
    return reply;
  });
  if (input.action === "suspend" || input.action === "revokeSessions")
    for (const id of result.done) announceSessionsEnded(context.events, id);
  return result;
}

function runOne(trx: Trx, actor: AdminActor, id: number, input: BulkUserActionInput, now: Date) {
  switch (input.action) {
    case "suspend":
      return suspendInTransaction(
        trx,
        actor,
        id,
        { until: input.until as string, reason: input.reason },
        now,
      );
    case "unsuspend":
      return unsuspendInTransaction(trx, actor, id, now);
    case "revokeSessions":
      return revokeInTransaction(trx, actor, id, now);
    case "verifyEmail":
      return verifyInTransaction(trx, actor, id, now);
  }
}
