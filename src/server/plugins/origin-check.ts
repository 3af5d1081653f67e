import type { FastifyInstance } from "fastify";
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
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === publicOrigin) return;
    const host = request.headers.host;
    if (host && (origin === `http://${host}` || origin === `https://${host}`)) return;
    throw forbidden("Cross-site request refused");
  });
}
