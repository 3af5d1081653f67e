import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactReplyMessageSchema, contactReplySentSchema } from "../../../shared/admin-contact";
import { pathIdSchema } from "../../../shared/ids";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin } from "../../plugins/session";
import { requireAdminActor } from "../admin-audit";
import { replyToContactMessage } from "./contact-inbox.service";

const messageParams = z.object({ id: pathIdSchema("Message not found") });

/** The admin panel's contact inbox: answering a message by e-mail. */
export const contactInboxRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    "/api/contact-messages/:id/reply",
    {
      // Outside /api/admin/, so the role is checked here, before the body: a member learns
      // nothing from validation errors (as the admin guard does for /api/admin/).
      onRequest: async (request) => {
        requireAdmin(request);
      },
      schema: {
        params: messageParams,
        body: contactReplyMessageSchema,
        response: {
          200: contactReplySentSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const actor = requireAdminActor(request);
      return {
        message: await replyToContactMessage(
          context,
          actor,
          request.params.id,
          request.body.message,
        ),
      };
    },
  );
};
