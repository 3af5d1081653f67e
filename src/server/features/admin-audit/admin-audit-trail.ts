import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../app-context";
import { recordAdminAction } from "./record-admin-action";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireAdmin: the handler acted with the admin role. */
    actedAsAdmin: boolean;
    /** Set by requireAdminActor: the service wrote the audit entry itself. */
    auditedByService: boolean;
    /** The id a successful admin create answered with, for its audit entry. */
    createdTargetId: string | null;
  }
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Replies longer than this are not read for the created object's id. */
const MAX_REPLY_READ = 64 * 1024;

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
  app.decorateRequest("createdTargetId", null);
  // A create's route names no object ("POST /api/games"): the id is in the reply.
  // Callback hooks: they run on every request, and almost none is an admin's write.
  app.addHook("onSend", (request, reply, payload, done) => {
    const mayNameCreated =
      request.actedAsAdmin &&
      !request.auditedByService &&
      request.method === "POST" &&
      reply.statusCode < 400 &&
      typeof payload === "string" &&
      payload.length <= MAX_REPLY_READ;
    if (mayNameCreated) request.createdTargetId = createdIdIn(payload);
    done(null, payload);
  });
  app.addHook("onResponse", (request, reply, done) => {
    const user = request.auth?.user;
    const isAdminWrite =
      request.actedAsAdmin &&
      !request.auditedByService &&
      !READ_METHODS.has(request.method) &&
      reply.statusCode < 400;
    if (!isAdminWrite || !user) return done();
    const route = describeRoute(request, reply.statusCode);
    recordAdminAction(
      context.db,
      { user, ip: request.ip },
      { ...route, targetId: route.targetId ?? request.createdTargetId, after: request.body },
      context.now(),
    )
      .catch((error: unknown) => {
        request.log.error({ err: error }, "could not write the audit entry of an admin action");
      })
      .finally(() => done());
  });
}

/**
 * "POST /api/forum/flags/:id/resolve" → forum.flags.resolve on forum #id;
 * "PUT /api/blog/:id" → blog.update; "DELETE /api/blog/:id" → blog.delete;
 * "POST /api/blog" → blog.create; "POST /api/social/posts" answered 201 Created →
 * social.posts.create.
 */
export function describeRoute(
  request: FastifyRequest,
  statusCode: number,
): {
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
        : endsWithParam || words.length <= 1 || statusCode === 201
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

/**
 * The id of the object a create answered with: `{ id }` or one object deep (`{ game: { id } }`,
 * `{ guide: { id } }`). Anything else, or a reply that is not JSON, gives none.
 */
export function createdIdIn(payload: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return null;
  }
  const idOf = (value: unknown): string | null => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const id = (value as { id?: unknown }).id;
    return typeof id === "number" || typeof id === "string" ? String(id) : null;
  };
  const direct = idOf(body);
  if (direct !== null || typeof body !== "object" || body === null || Array.isArray(body)) {
    return direct;
  }
  const nested = Object.values(body)
    .map(idOf)
    .filter((id) => id !== null);
  return nested.length === 1 ? (nested[0] ?? null) : null;
}
