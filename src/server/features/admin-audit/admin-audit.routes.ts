import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminAuditQuerySchema, adminAuditReplySchema } from "../../../shared/admin-audit";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin } from "../../plugins/session";
import { exportAuditCsv, listAuditEntries } from "./admin-audit.service";

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema };

/** The audit log, read and exported; there is deliberately no call that changes an entry. */
export const adminAuditRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    "/api/admin/audit",
    {
      schema: {
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditReplySchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAuditEntries(context, request.query);
    },
  );

  app.get(
    "/api/admin/audit.csv",
    // No reply schema: the body is a CSV stream; errors go through the error handler as JSON.
    { schema: { querystring: adminAuditQuerySchema.omit({ cursor: true }) } },
    async (request, reply) => {
      requireAdmin(request);
      const day = context.now().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="gamehub-audit-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(Readable.from(exportAuditCsv(context, request.query)));
    },
  );
};
