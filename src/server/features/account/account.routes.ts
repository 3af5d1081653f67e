import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changePasswordSchema,
  deleteAccountSchema,
  okReplySchema,
  verificationCodeSchema,
} from "../../../shared/auth";
import type { AppContext } from "../../app-context";
import { clearSessionCookie } from "../../lib/session-cookie";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireUser } from "../../plugins/session";
import { isSecureSite } from "../sessions";
import {
  changePassword,
  deleteAccount,
  sendDeletionCode,
  verifyDeletionCode,
} from "./account.service";

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  429: errorReplySchema,
};

export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    "/api/change-password",
    { schema: { body: changePasswordSchema, response: { 200: okReplySchema, ...errors } } },
    async (request) => {
      await changePassword(context, requireUser(request), request.ip, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/send-verification-code",
    { schema: { response: { 200: okReplySchema.extend({ email: z.string() }), ...errors } } },
    async (request) => {
      const email = await sendDeletionCode(context, requireUser(request));
      return { ok: true as const, email };
    },
  );

  app.post(
    "/api/verify-code",
    { schema: { body: verificationCodeSchema, response: { 200: okReplySchema, ...errors } } },
    async (request) => {
      await verifyDeletionCode(context, requireUser(request), request.body.code);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/delete-account",
    { schema: { body: deleteAccountSchema, response: { 200: okReplySchema, ...errors } } },
    async (request, reply) => {
      await deleteAccount(context, requireUser(request), request.ip, request.body);
      clearSessionCookie(reply, isSecureSite(context));
      return { ok: true as const };
    },
  );
};
