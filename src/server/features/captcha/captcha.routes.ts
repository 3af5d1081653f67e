import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { captchaSchema, okReplySchema } from "../../../shared/auth";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireUser } from "../../plugins/session";
import { createCaptchaChallenge, createCaptchaKeys, verifyCaptcha } from "./captcha.service";

export const captchaRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const keys = createCaptchaKeys(context.config.sessionSecret);

  app.get("/api/captcha/challenge", async (_request, reply) => {
    const challenge = await createCaptchaChallenge(keys, context.now());
    return reply.header("Cache-Control", "no-store").send(challenge);
  });

  app.post(
    "/api/verify-captcha",
    {
      schema: {
        body: captchaSchema,
        response: { 200: okReplySchema, 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      await verifyCaptcha(context, keys, requireUser(request), request.body.captchaToken);
      return { ok: true as const };
    },
  );
};
