import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  twoFactorSetupReplySchema,
  userSchema,
} from "../../../shared/auth";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireUser } from "../../plugins/session";
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from "./two-factor.service";

const errors = { 400: errorReplySchema, 401: errorReplySchema, 429: errorReplySchema };

export const twoFactorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    "/api/2fa/setup",
    { schema: { response: { 200: twoFactorSetupReplySchema, ...errors } } },
    async (request) => startTwoFactorSetup(context, requireUser(request)),
  );

  app.post(
    "/api/2fa/enable",
    { schema: { body: enableTwoFactorSchema, response: { 200: userSchema, ...errors } } },
    async (request) => enableTwoFactor(context, requireUser(request), request.ip, request.body),
  );

  app.post(
    "/api/2fa/disable",
    { schema: { body: disableTwoFactorSchema, response: { 200: userSchema, ...errors } } },
    async (request) => disableTwoFactor(context, requireUser(request), request.ip, request.body),
  );
};
