import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminOutboxQuerySchema,
  adminOutboxReplySchema,
  adminOutboxRetryReplySchema,
  MAIL_NOT_FOUND,
} from "../../../shared/admin-mail";
import { pathIdSchema } from "../../../shared/ids";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin } from "../../plugins/session";
import { requireAdminActor } from "../admin-audit";
import { listOutbox, retryOutboxMail } from "./admin-outbox.service";

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema };
const mailParams = z.object({ id: pathIdSchema(MAIL_NOT_FOUND) });

/** The mail outbox as the admin panel shows it, with retry. */
export const adminOutboxRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    "/api/admin/outbox",
    {
      schema: {
        querystring: adminOutboxQuerySchema,
        response: { 200: adminOutboxReplySchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listOutbox(context, request.query);
    },
  );

  app.post(
    "/api/admin/outbox/:id/retry",
    {
      schema: {
        params: mailParams,
        response: {
          200: adminOutboxRetryReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const actor = requireAdminActor(request);
      return { message: await retryOutboxMail(context, actor, request.params.id) };
    },
  );
};
