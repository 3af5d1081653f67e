import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okReplySchema } from "../../../shared/auth";
import { pathIdSchema } from "../../../shared/ids";
import {
  createSocialPostSchema,
  socialPostSchema,
  socialPostsQuerySchema,
  socialPostsReplySchema,
} from "../../../shared/social";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin } from "../../plugins/session";
import { createSocialPost, deleteSocialPost, listSocialPosts } from "./social.service";

const idParams = z.object({ id: pathIdSchema("Unknown id") });
const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};

/** The forum's Social Hub: posts admins pick from the site's channels on other platforms. */
export const socialRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  /** The lists every visitor sees alike, kept for the next ones (lib/anonymous-replies). */
  const kept = context.caches.anonymousReplies;
  app.get(
    "/api/social/posts",
    {
      schema: {
        querystring: socialPostsQuerySchema,
        response: { 200: socialPostsReplySchema, ...errors },
      },
      onRequest: kept.answerKept,
    },
    async (request, reply) =>
      kept.send(request, reply, socialPostsReplySchema, () =>
        listSocialPosts(context, request.query.platform),
      ),
  );

  app.post(
    "/api/social/posts",
    { schema: { body: createSocialPostSchema, response: { 201: socialPostSchema, ...errors } } },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.code(201).send(await createSocialPost(context, admin, request.body));
    },
  );

  app.delete(
    "/api/social/posts/:id",
    { schema: { params: idParams, response: { 200: okReplySchema, ...errors } } },
    async (request) => {
      requireAdmin(request);
      await deleteSocialPost(context, request.params.id);
      return { ok: true as const };
    },
  );
};
