import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../lib/http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard: a browser always names the page's origin on a POST, PUT,
 * PATCH or DELETE, so a state change from a foreign origin is refused with 403. The site's own
 * origin is PUBLIC_URL's, or the Host the request was sent to (the same page served through a
 * dev proxy). Requests without an Origin (curl, server-to-server) carry no ambient cookies
 * from a victim's browser and pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  const isSameSite = (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return true;
    const origin = request.headers.origin;
    if (origin === undefined || origin === publicOrigin) return true;
    const host = request.headers.host;
    return Boolean(host && (origin === `http://${host}` || origin === `https://${host}`));
  };
  // A callback hook, not an async one: it runs on every request and waits for nothing (see
  // docs/decisions/022-callback-hooks.md).
  app.addHook("onRequest", (request, _reply, done) => {
    done(isSameSite(request) ? undefined : forbidden("Cross-site request refused"));
  });
}
