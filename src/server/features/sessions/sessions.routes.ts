import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okReplySchema, sessionSummarySchema } from "../../../shared/auth";
import { pathIdSchema } from "../../../shared/ids";
import type { AppContext } from "../../app-context";
import { announceSessionsEnded } from "../../lib/events/event-bus";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireUser } from "../../plugins/session";
import { listSessions, revokeOtherSessions, revokeSession } from "./sessions.service";

export const sessionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    "/api/sessions",
    { schema: { response: { 200: z.array(sessionSummarySchema), 401: errorReplySchema } } },
    async (request) => {
      const { user, session } = requireUser(request);
      return listSessions(context.db, user.id, session.id, context.now());
    },
  );

  app.delete(
    "/api/sessions/:id",
    {
      schema: {
        params: z.object({ id: pathIdSchema("Unknown session") }),
        response: { 200: okReplySchema, 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      await revokeSession(context.db, user.id, request.params.id, context.now());
      announceSessionsEnded(context.events, user.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/sessions/revoke-others",
    { schema: { response: { 200: okReplySchema, 401: errorReplySchema } } },
    async (request) => {
      const { user, session } = requireUser(request);
      await revokeOtherSessions(context.db, user.id, session.id);
      announceSessionsEnded(context.events, user.id);
      return { ok: true as const };
    },
  );
};
