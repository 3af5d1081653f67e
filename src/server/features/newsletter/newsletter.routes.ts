import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  newsletterConfirmReplySchema,
  newsletterReplySchema,
  newsletterSchema,
  newsletterTokenSchema,
  newsletterUnsubscribeReplySchema,
  subscribeSchema,
} from "../../../shared/newsletter";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { confirmSubscription, subscribe, unsubscribe } from "./newsletter.service";

const errors = { 400: errorReplySchema, 429: errorReplySchema };

export const newsletterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  /** The footer form. */
  app.post(
    "/api/newsletter",
    { schema: { body: newsletterSchema, response: { 200: newsletterReplySchema, ...errors } } },
    async (request) => {
      await subscribe(context, { email: request.body.email, source: "footer", ip: request.ip });
      return { subscribed: true as const };
    },
  );

  /** The blog's newsletter box; same table as the footer. */
  app.post(
    "/api/subscribe",
    { schema: { body: subscribeSchema, response: { 200: newsletterReplySchema, ...errors } } },
    async (request) => {
      await subscribe(context, {
        email: request.body.email,
        name: request.body.name,
        source: "blog",
        ip: request.ip,
      });
      return { subscribed: true as const };
    },
  );

  /** Posted by the confirmation page's button, never by opening the e-mailed link itself. */
  app.post(
    "/api/newsletter/confirm",
    {
      schema: {
        body: newsletterTokenSchema,
        response: { 200: newsletterConfirmReplySchema, 400: errorReplySchema },
      },
    },
    async (request) => {
      await confirmSubscription(context, request.body.token);
      return { confirmed: true as const };
    },
  );

  app.post(
    "/api/newsletter/unsubscribe",
    {
      schema: {
        body: newsletterTokenSchema,
        response: { 200: newsletterUnsubscribeReplySchema, 400: errorReplySchema },
      },
    },
    async (request) => {
      await unsubscribe(context, request.body.token);
      return { unsubscribed: true as const };
    },
  );
};
