import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okReplySchema } from "../../../shared/auth";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireUser } from "../../plugins/session";
import { confirmEmail, resendEmailVerification } from "./email-verification.service";

export const emailVerificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  /** The link in the e-mail: verifies, then shows the settings page with the outcome. */
  app.get(
    "/api/verify-email",
    { schema: { querystring: z.object({ token: z.string().max(200).default("") }) } },
    async (request, reply) => {
      const isVerified =
        request.query.token !== "" && (await confirmEmail(context, request.query.token));
      return reply.redirect(`/settings?emailVerified=${isVerified ? 1 : 0}`);
    },
  );

  app.post(
    "/api/send-email-verification",
    {
      schema: {
        response: { 200: okReplySchema, 401: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      await resendEmailVerification(context, user);
      return { ok: true as const };
    },
  );
};
