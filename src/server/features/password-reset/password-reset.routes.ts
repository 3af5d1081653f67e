import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forgotPasswordSchema, okReplySchema, resetPasswordSchema } from "../../../shared/auth";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import {
  FORGOT_PASSWORD_REPLY,
  RESET_DONE_REPLY,
  requestPasswordReset,
  resetPassword,
} from "./password-reset.service";

export const passwordResetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    "/api/forgot-password",
    {
      schema: {
        body: forgotPasswordSchema,
        response: { 200: okReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => {
      await requestPasswordReset(context, request.body.email, request.ip);
      return { ok: true as const, message: FORGOT_PASSWORD_REPLY };
    },
  );

  app.post(
    "/api/reset-password",
    {
      schema: {
        body: resetPasswordSchema,
        response: { 200: okReplySchema, 400: errorReplySchema },
      },
    },
    async (request) => {
      await resetPassword(context, request.body.token, request.body.password);
      return { ok: true as const, message: RESET_DONE_REPLY };
    },
  );
};
