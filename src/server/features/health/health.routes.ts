import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";

const healthReplySchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["sqlite", "postgres"]),
});

/** For load balancers and the browser tests: 200 while the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    "/api/health",
    { schema: { response: { 200: healthReplySchema, 503: healthReplySchema } } },
    async (request, reply) => {
      try {
        await context.pingDatabase();
        return { status: "ok" as const, database: context.engine };
      } catch (error) {
        request.log.error({ err: error }, "health check: database did not answer");
        return reply.code(503).send({ status: "unavailable", database: context.engine });
      }
    },
  );
};
