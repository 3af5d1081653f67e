import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  contactMessageReplySchema,
  contactMessagesQuerySchema,
  contactMessagesReplySchema,
  contactReplySchema,
  contactSchema,
} from "../../../shared/contact";
import { pathIdSchema } from "../../../shared/ids";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin } from "../../plugins/session";
import { handleContactMessage, listContactMessages, sendContactMessage } from "./contact.service";

const adminErrors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema };
const messageParams = z.object({ id: pathIdSchema("Message not found") });

/** The contact form and the admins' inbox of its messages. */
export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    "/api/contact",
    {
      schema: {
        body: contactSchema,
        response: { 201: contactReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, reply) => {
      await sendContactMessage(
        context,
        { userId: request.auth?.user.id ?? null, ip: request.ip },
        request.body,
      );
      return reply.code(201).send({ sent: true as const });
    },
  );

  app.get(
    "/api/contact-messages",
    {
      schema: {
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessagesReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listContactMessages(context, request.query);
    },
  );

  app.post(
    "/api/contact-messages/:id/handled",
    {
      schema: {
        params: messageParams,
        response: { 200: contactMessageReplySchema, 404: errorReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return { message: await handleContactMessage(context, user, request.params.id) };
    },
  );
};
