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
  app.addHook("onRequest", async (request) => {
    // The matched route's pattern, not the raw URL: "/api/%61dmin/…" routes here too.
    if (request.routeOptions.url?.startsWith(ADMIN_API_PREFIX)) requireAdmin(request);
  });
}
