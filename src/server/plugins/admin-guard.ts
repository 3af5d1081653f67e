import type { FastifyInstance } from "fastify";
import { requireAdmin } from "./session";

export const ADMIN_API_PREFIX = "/api/admin/";

/**
 * Everything under /api/admin/ is for administrators, checked here before the body is even
 * validated: a route added there later cannot forget the check, and a member learns nothing
 * about a payload's shape from validation errors. Handlers still call requireAdmin (or
 * requireAdminActor) to get the acting user.
 */
export function registerAdminGuard(app: FastifyInstance): void {
  // A callback hook: it runs on every request and waits for nothing.
  app.addHook("onRequest", (request, _reply, done) => {
    // The matched route's pattern, not the raw URL: "/api/%61dmin/…" routes here too.
    if (!request.routeOptions.url?.startsWith(ADMIN_API_PREFIX)) return done();
    try {
      requireAdmin(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
