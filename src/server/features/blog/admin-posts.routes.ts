import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminPostDetailSchema,
  adminPostsQuerySchema,
  adminPostsReplySchema,
} from "../../../shared/admin-posts";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin } from "../../plugins/session";
import { listAdminPosts, readAdminPost } from "./admin-posts.service";

const idParams = z.object({
  id: z.coerce
    .number({ error: "Unknown id" })
    .int("Unknown id")
    .positive("Unknown id")
    .max(2_147_483_647, "Unknown id"),
});
const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
};

/**
 * The admin panel's news posts: reads only. Writes (create, edit, feature, schedule, delete)
 * are POST/PUT/DELETE /api/blog, which the audit trail records.
 */
export const adminPostsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    "/api/admin/posts",
    {
      schema: {
        querystring: adminPostsQuerySchema,
        response: { 200: adminPostsReplySchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAdminPosts(context, request.query);
    },
  );

  app.get(
    "/api/admin/posts/:id",
    {
      schema: {
        params: idParams,
        response: { 200: adminPostDetailSchema, ...errors, 404: errorReplySchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return readAdminPost(context, request.params.id);
    },
  );
};
