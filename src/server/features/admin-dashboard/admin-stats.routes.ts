import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminStatsReplySchema } from "../../../shared/admin-stats";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin } from "../../plugins/session";
import { getAdminStats } from "./admin-stats.service";

/** The admin dashboard: counts, 30-day trends and what needs attention. */
export const adminStatsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    "/api/admin/stats",
    {
      schema: {
        response: { 200: adminStatsReplySchema, 401: errorReplySchema, 403: errorReplySchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getAdminStats(context);
    },
  );
};
