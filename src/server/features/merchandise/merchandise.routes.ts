import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  merchandiseConfirmReplySchema,
  merchandiseConfirmSchema,
  merchandiseNotifyReplySchema,
  merchandiseNotifySchema,
  merchandiseReplySchema,
} from "../../../shared/merchandise";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { confirmWaitlist, joinWaitlist, listMerchandise } from "./merchandise.service";

/** The merchandise catalogue and its "Notify me" waitlist (double opt-in; no payments). */
export const merchandiseRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  /** The lists every visitor sees alike, kept for the next ones (lib/anonymous-replies). */
  const kept = context.caches.anonymousReplies;
  app.get(
    "/api/merchandise",
    { onRequest: kept.answerKept, schema: { response: { 200: merchandiseReplySchema } } },
    async (request, reply) =>
      kept.send(request, reply, merchandiseReplySchema, async () => ({
        items: await listMerchandise(context),
      })),
  );

  app.post(
    "/api/merchandise/notify",
    {
      schema: {
        body: merchandiseNotifySchema,
        response: {
          200: merchandiseNotifyReplySchema,
          400: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      await joinWaitlist(context, {
        email: request.body.email,
        itemId: request.body.itemId,
        ip: request.ip,
      });
      return { listed: true as const };
    },
  );

  app.post(
    "/api/merchandise/confirm",
    {
      schema: {
        body: merchandiseConfirmSchema,
        response: { 200: merchandiseConfirmReplySchema, 400: errorReplySchema },
      },
    },
    async (request) => {
      await confirmWaitlist(context, request.body.token);
      return { confirmed: true as const };
    },
  );
};
