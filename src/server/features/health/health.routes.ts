import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from "../../db/unavailable";

const healthReplySchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["sqlite", "postgres"]),
});
// Like every error reply, the 503 carries a readable `error` too.
const unavailableReplySchema = healthReplySchema.extend({ error: z.string() });

/**
 * For load balancers and the browser tests: 200 while the database answers, 503 with
 * Retry-After otherwise. It asks the database on every call (no cached answer), so it turns
 * back to 200 with the first successful connection after an outage.
 */
export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
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
};
