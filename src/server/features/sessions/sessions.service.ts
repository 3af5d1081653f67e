import type { Kysely } from "kysely";
import type { SessionSummary } from "../../../shared/auth";
import { HOUR_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { createSecureToken, hashSecret } from "../../lib/secure-token";
import type { UserRow } from "../users";
import {
  deleteSession,
  deleteUserSessions,
  findActiveSessionsOfUser,
  insertSession,
  type SessionRow,
} from "./sessions.repo";

/** "Remember me": a persistent cookie for 30 days. */
export const REMEMBER_ME_TTL_MS = 30 * 24 * HOUR_MS;
/** Otherwise a browser-session cookie, which the server still ends after a day. */
export const BROWSER_SESSION_TTL_MS = 24 * HOUR_MS;
/** Between a right password and the second factor. */
export const PENDING_TWO_FACTOR_TTL_MS = 10 * 60_000;

export function isSecureSite(context: AppContext): boolean {
  return context.config.publicUrl.startsWith("https://");
}

/** Who is signing in, as the route read it from the request. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** What the route puts in the session cookie. */
export interface SessionCookie {
  token: string;
  /** Absent: a browser-session cookie (no Max-Age), dropped when the browser closes. */
  persistUntil?: Date;
}

export interface StartedSession {
  session: SessionRow;
  cookie: SessionCookie;
}

/**
 * Starts a session with a fresh 256-bit token (a new token at every sign-in, so a token
 * planted before sign-in is worthless); the route sets the returned cookie.
 */
export async function startSession(
  context: AppContext,
  user: UserRow,
  client: ClientInfo,
  options: { rememberMe: boolean; pendingTwoFactor: boolean },
): Promise<StartedSession> {
  const now = context.now();
  const token = createSecureToken();
  const ttl = options.pendingTwoFactor
    ? PENDING_TWO_FACTOR_TTL_MS
    : options.rememberMe
      ? REMEMBER_ME_TTL_MS
      : BROWSER_SESSION_TTL_MS;
  const expiresAt = new Date(now.getTime() + ttl);
  const session = await insertSession(context.db, {
    tokenHash: hashSecret(context.config.sessionSecret, token),
    userId: user.id,
    isPendingTwoFactor: options.pendingTwoFactor,
    rememberMe: options.rememberMe,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ipAddress: client.ip,
    expiresAt: expiresAt.toISOString(),
    createdAt: now.toISOString(),
  });
  const persistent = options.rememberMe && !options.pendingTwoFactor;
  return { session, cookie: persistent ? { token, persistUntil: expiresAt } : { token } };
}

export async function listSessions(
  db: Kysely<Database>,
  userId: number,
  currentSessionId: number,
  now: Date,
): Promise<SessionSummary[]> {
  const sessions = await findActiveSessionsOfUser(db, userId, now);
  return sessions.map((session) => ({
    id: session.id,
    userAgent: session.userAgent,
    ipAddress: session.ipAddress,
    createdAt: toIsoString(session.createdAt),
    lastSeenAt: toIsoString(session.lastSeenAt),
    expiresAt: toIsoString(session.expiresAt),
    isCurrent: session.id === currentSessionId,
  }));
}

/** Ends one of the user's own sessions; another user's session id is simply not found. */
export async function revokeSession(
  db: Kysely<Database>,
  userId: number,
  sessionId: number,
  now: Date,
): Promise<void> {
  const sessions = await findActiveSessionsOfUser(db, userId, now);
  if (!sessions.some((session) => session.id === sessionId)) throw notFound("Session not found");
  await deleteSession(db, sessionId);
}

export function revokeOtherSessions(db: Kysely<Database>, userId: number, keepSessionId: number) {
  return deleteUserSessions(db, userId, keepSessionId);
}
