import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  loginRefusalSchema,
  loginReplySchema,
  loginSchema,
  okReplySchema,
  registerSchema,
  twoFactorCodeSchema,
  userSchema,
} from "../../../shared/auth";
import type { AppContext } from "../../app-context";
import { unauthorized } from "../../lib/http-error";
import { clearSessionCookie, sendSessionCookie } from "../../lib/session-cookie";
import { errorReplySchema } from "../../plugins/error-handler";
import { createCaptchaKeys } from "../captcha";
import { type ClientInfo, isSecureSite } from "../sessions";
import { toPublicUser } from "../users";
import { cancelPendingLogin, login, logout, register, verifyLoginCode } from "./auth.service";

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  // A suspended account's sign-in (admin-users).
  403: errorReplySchema,
  409: errorReplySchema,
  429: errorReplySchema,
};

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers["user-agent"] ?? null };
}

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const keys = createCaptchaKeys(context.config.sessionSecret);
  const secure = isSecureSite(context);

  app.get(
    "/api/user",
    { schema: { response: { 200: userSchema, 401: errorReplySchema } } },
    // 401 means anonymous, for a suspended member's old cookie too: the page shows them
    // signed out; their writes are told why (requireUser).
    async (request) => {
      if (!request.auth) throw unauthorized();
      return toPublicUser(request.auth.user);
    },
  );

  app.post(
    "/api/register",
    { schema: { body: registerSchema, response: { 201: userSchema, ...errors } } },
    async (request, reply) => {
      const { user, started } = await register(context, clientInfo(request), request.body);
      sendSessionCookie(reply, started.cookie, secure);
      return reply.code(201).send(user);
    },
  );

  app.post(
    "/api/login",
    {
      schema: {
        body: loginSchema,
        response: { 200: loginReplySchema, ...errors, 429: loginRefusalSchema },
      },
    },
    async (request, reply) => {
      const result = await login(context, keys, clientInfo(request), request.body);
      sendSessionCookie(reply, result.started.cookie, secure);
      return result.reply;
    },
  );

  app.post(
    "/api/login/2fa/verify",
    { schema: { body: twoFactorCodeSchema, response: { 200: userSchema, ...errors } } },
    async (request, reply) => {
      const { user, started } = await verifyLoginCode(
        context,
        request.pendingLogin,
        clientInfo(request),
        request.body.code,
      );
      sendSessionCookie(reply, started.cookie, secure);
      return user;
    },
  );

  app.post(
    "/api/login/2fa/cancel",
    { schema: { response: { 200: okReplySchema } } },
    async (request, reply) => {
      await cancelPendingLogin(context, request.pendingLogin);
      clearSessionCookie(reply, secure);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/logout",
    { schema: { response: { 200: okReplySchema } } },
    async (request, reply) => {
      await logout(context, { auth: request.auth, pending: request.pendingLogin });
      clearSessionCookie(reply, secure);
      return { ok: true as const };
    },
  );
};
