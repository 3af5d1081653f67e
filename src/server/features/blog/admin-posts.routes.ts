import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminPostDetailSchema,
  adminPostsQuerySchema,
  adminPostsReplySchema,
  bulkPostActionReplySchema,
  bulkPostActionSchema,
} from "../../../shared/admin-posts";
import { pathIdSchema } from "../../../shared/ids";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin } from "../../plugins/session";
import { requireAdminActor } from "../admin-audit";
import { listAdminPosts, readAdminPost } from "./admin-posts.service";
import { runBulkPostAction } from "./admin-posts-bulk.service";

const idParams = z.object({ id: pathIdSchema("Unknown id") });
const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
};

/**
 * The admin panel's news posts. Writes on one post (create, edit, feature, schedule, delete)
 * are POST/PUT/DELETE /api/blog, which the audit trail records; a bulk action is here.
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

  app.post(
    "/api/admin/posts/bulk",
    {
      schema: {
        body: bulkPostActionSchema,
        response: { 200: bulkPostActionReplySchema, ...errors },
      },
    },
    async (request) => runBulkPostAction(context, requireAdminActor(request), request.body),
  );
};
