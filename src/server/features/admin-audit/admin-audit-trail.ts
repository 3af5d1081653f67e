import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../app-context";
import { recordAdminAction } from "./record-admin-action";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireAdmin: the handler acted with the admin role. */
    actedAsAdmin: boolean;
    /** Set by requireAdminActor: the service wrote the audit entry itself. */
    auditedByService: boolean;
  }
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The audit trail of the admin actions that the features built before the admin panel expose
 * (publishing a post, resolving a flag, setting a feedback status, approving a streamer...):
 * after every successful write made with the admin role, one entry with the route's action,
 * its target id and the small values sent. The admin panel's own actions write a fuller entry
 * (before and after) in their transaction and are skipped here.
 */
export function registerAdminAuditTrail(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest("actedAsAdmin", false);
  app.decorateRequest("auditedByService", false);
  app.addHook("onResponse", async (request, reply) => {
    if (!request.actedAsAdmin || request.auditedByService) return;
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
    const user = request.auth?.user;
    if (!user) return;
    try {
      await recordAdminAction(
        context.db,
        { user, ip: request.ip },
        { ...describeRoute(request), after: request.body },
        context.now(),
      );
    } catch (error) {
      request.log.error({ err: error }, "could not write the audit entry of an admin action");
    }
  });
}

/**
 * "POST /api/forum/flags/:id/resolve" → forum.flags.resolve on forum #id;
 * "PUT /api/blog/:id" → blog.update; "DELETE /api/blog/:id" → blog.delete;
 * "POST /api/blog" → blog.create.
 */
export function describeRoute(request: FastifyRequest): {
  action: string;
  targetType: string;
  targetId: string | null;
} {
  const segments = (request.routeOptions.url ?? request.url)
    .split("/")
    .filter((segment) => segment.length > 0 && segment !== "api" && segment !== "admin");
  const words = segments.filter((segment) => !segment.startsWith(":"));
  const endsWithParam = segments.at(-1)?.startsWith(":") ?? false;
  const verb =
    request.method === "DELETE"
      ? "delete"
      : request.method === "PUT" || request.method === "PATCH"
        ? "update"
        : endsWithParam || words.length <= 1
          ? "create"
          : null;
  const action = verb ? [...words, verb].join(".") : words.join(".");
  const params = (request.params ?? {}) as Record<string, unknown>;
  const firstParam = Object.values(params)[0];
  return {
    action,
    targetType: words[0] ?? "site",
    targetId: firstParam === undefined ? null : String(firstParam),
  };
}
