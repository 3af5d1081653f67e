import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  loginReplySchema,
  loginSchema,
  okReplySchema,
  registerSchema,
  twoFactorCodeSchema,
  userSchema,
} from "../../../shared/auth";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireUser } from "../../plugins/session";
import { toPublicUser } from "../users/public-user";
import { cancelPendingLogin, login, logout, register, verifyLoginCode } from "./auth.service";

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  409: errorReplySchema,
  429: errorReplySchema,
};

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    "/api/user",
    { schema: { response: { 200: userSchema, 401: errorReplySchema } } },
    async (request) => toPublicUser(requireUser(request).user),
  );

  app.post(
    "/api/register",
    { schema: { body: registerSchema, response: { 201: userSchema, ...errors } } },
    async (request, reply) => {
      const user = await register(context, { request, reply }, request.body);
      return reply.code(201).send(user);
    },
  );

  app.post(
    "/api/login",
    { schema: { body: loginSchema, response: { 200: loginReplySchema, ...errors } } },
    async (request, reply) => login(context, { request, reply }, request.body),
  );

  app.post(
    "/api/login/2fa/verify",
    { schema: { body: twoFactorCodeSchema, response: { 200: userSchema, ...errors } } },
    async (request, reply) => verifyLoginCode(context, { request, reply }, request.body.code),
  );

  app.post(
    "/api/login/2fa/cancel",
    { schema: { response: { 200: okReplySchema } } },
    async (request, reply) => {
      await cancelPendingLogin(context, { request, reply });
      return { ok: true as const };
    },
  );

  app.post(
    "/api/logout",
    { schema: { response: { 200: okReplySchema } } },
    async (request, reply) => {
      await logout(context, { request, reply });
      return { ok: true as const };
    },
  );
};
