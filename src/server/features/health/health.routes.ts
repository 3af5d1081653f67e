import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from "../../db/unavailable";
import { checkReadiness, createRedisProbe } from "./readiness";

const healthReplySchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["sqlite", "postgres"]),
});
// Like every error reply, the 503 carries a readable `error` too.
const unavailableReplySchema = healthReplySchema.extend({ error: z.string() });

const checkStateSchema = z.enum(["ok", "failed", "pending", "not configured", "unknown"]);
const readyReplySchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  checks: z.object({
    database: checkStateSchema,
    redis: checkStateSchema,
    migrations: checkStateSchema,
  }),
});
const notReadyReplySchema = readyReplySchema.extend({ error: z.string() });

/**
 * For load balancers and the browser tests: 200 while the database answers, 503 with
 * Retry-After otherwise. It asks the database on every call (no cached answer), so it turns
 * back to 200 with the first successful connection after an outage.
 */
export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const redis = context.config.redisUrl ? createRedisProbe(context.config.redisUrl) : undefined;
  app.addHook("onClose", async () => redis?.close());

  app.get(
    "/api/health",
    { schema: { response: { 200: healthReplySchema, 503: unavailableReplySchema } } },
    async (request, reply) => {
      try {
        await context.pingDatabase();
        return { status: "ok" as const, database: context.engine };
      } catch (error) {
        request.log.warn({ err: error }, "health check: database did not answer");
        reply.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.code(503).send({
          status: "unavailable",
          database: context.engine,
          error: DATABASE_UNAVAILABLE_MESSAGE,
        });
      }
    },
  );

  /**
   * Readiness, for a proxy or orchestrator deciding whether to send this process traffic
   * (liveness stays /api/health: a process whose Redis is down should be taken out of the
   * rotation, not restarted). Ready when the database answers, Redis answers if REDIS_URL is
   * set, and every migration this code knows is applied. While the process shuts down,
   * Fastify answers 503 to new requests, so the proxy drops it then too.
   */
  app.get(
    "/api/ready",
    { schema: { response: { 200: readyReplySchema, 503: notReadyReplySchema } } },
    async (request, reply) => {
      const readiness = await checkReadiness({
        pingDatabase: context.pingDatabase,
        db: context.db,
        redis,
      });
      if (readiness.ready) return { status: "ready" as const, checks: readiness.checks };
      const error = `Not ready: ${readiness.problems.join("; ")}.`;
      request.log.warn({ checks: readiness.checks }, error);
      reply.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ status: "unavailable", checks: readiness.checks, error });
    },
  );
};
