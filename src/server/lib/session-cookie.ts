import type { FastifyReply, FastifyRequest } from "fastify";

export const SESSION_COOKIE = "gamehub_session";

/**
 * HttpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site POSTs), Secure when
 * the site is served over https. Without "remember me" the cookie has no Max-Age, so the
 * browser drops it when it closes; the server's own expiry still applies.
 */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; persistUntil?: Date },
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    ...(options.persistUntil ? { expires: options.persistUntil } : {}),
  });
}

/** Sets the cookie of a session a service started (sign-in, registration, second factor). */
export function sendSessionCookie(
  reply: FastifyReply,
  cookie: { token: string; persistUntil?: Date },
  secure: boolean,
): void {
  setSessionCookie(reply, cookie.token, { secure, persistUntil: cookie.persistUntil });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}
