import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { isSuspensionActive, suspendedAccountMessage } from "../../shared/admin-users";
import type { AppContext } from "../app-context";
import type { Database } from "../db/schema";
import type { SessionRow } from "../features/sessions/sessions.repo";
import type { UserRow } from "../features/users/users.repo";
import { forbidden, unauthorized } from "../lib/http-error";
import { hashSecret } from "../lib/secure-token";
import { readSessionToken } from "../lib/session-cookie";

export interface SignedIn {
  user: UserRow;
  session: SessionRow;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user and session, or null. */
    auth: SignedIn | null;
    /** A sign-in whose password was right and whose second factor is still due. */
    pendingLogin: SignedIn | null;
    /**
     * Why a cookie that named a session no longer signs anyone in, when the reason is a
     * suspension still running: what a write from a page left open is answered with.
     */
    suspendedMessage: string | null;
  }
}

/**
 * The session look-ups the plugin needs, handed in by the sessions feature when the app is built:
 * plugins sit below the features and import none of them.
 */
export interface SessionStore {
  findLiveSession(
    db: Kysely<Database>,
    tokenHash: string,
    now: Date,
  ): Promise<SignedIn | undefined>;
  findSuspendedSession(
    db: Kysely<Database>,
    tokenHash: string,
    now: Date,
  ): Promise<{ suspendedUntil: Date | string | null; suspensionReason: string | null } | undefined>;
  touchSession(db: Kysely<Database>, id: number, now: Date): Promise<void>;
}

/** Writing last-seen on every request would turn reads into writes; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/** Reads the session cookie of API requests and attaches who is signed in. */
export async function registerSession(
  app: FastifyInstance,
  context: AppContext,
  store: SessionStore,
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest("auth", null);
  app.decorateRequest("pendingLogin", null);
  app.decorateRequest("suspendedMessage", null);
  // A callback hook: most requests (pages, assets, visitors) have no session to read, and an
  // async hook would cost them promises and a microtask hop anyway.
  app.addHook("onRequest", (request, _reply, done) => {
    const token = request.url.startsWith("/api/") ? readSessionToken(request) : undefined;
    if (!token) return done();
    attachSession(request, token, context, store).then(() => done(), done);
  });
}

/** Who the session cookie names, attached to the request (nobody when it is not live). */
async function attachSession(
  request: FastifyRequest,
  token: string,
  context: AppContext,
  store: SessionStore,
): Promise<void> {
  const now = context.now();
  const tokenHash = hashSecret(context.config.sessionSecret, token);
  const found = await store.findLiveSession(context.db, tokenHash, now);
  // A suspended member is signed out (their sessions were ended when suspended; belt and braces).
  const suspension = found
    ? found.user
    : // Only a cookie naming no live session costs this second look-up.
      await store.findSuspendedSession(context.db, tokenHash, now);
  if (suspension?.suspendedUntil && isSuspensionActive(suspension.suspendedUntil, now)) {
    request.suspendedMessage = suspendedAccountMessage(
      suspension.suspendedUntil,
      suspension.suspensionReason,
    );
    return;
  }
  if (!found) return;
  if (found.session.isPendingTwoFactor) {
    request.pendingLogin = found;
    return;
  }
  request.auth = found;
  const lastSeen = new Date(found.session.lastSeenAt).getTime();
  if (now.getTime() - lastSeen > TOUCH_INTERVAL_MS)
    await store.touchSession(context.db, found.session.id, now);
}

/**
 * The permission step of a handler: the signed-in user, or 401; 403 with until when, for a
 * page still open in the browser of a member suspended since.
 */
export function requireUser(request: FastifyRequest): SignedIn {
  if (request.suspendedMessage) throw forbidden(request.suspendedMessage);
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The permission step of an admin handler: 401 signed out, 403 signed in without the role. */
export function requireAdmin(request: FastifyRequest): SignedIn {
  const auth = requireUser(request);
  if (!auth.user.isAdmin) throw forbidden("Admin access required");
  // A successful write made with the role gets an audit entry (features/admin-audit).
  request.actedAsAdmin = true;
  return auth;
}
