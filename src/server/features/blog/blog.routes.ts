import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okReplySchema } from "../../../shared/auth";
import {
  articleReplySchema,
  blogCategorySchema,
  blogListQuerySchema,
  blogListReplySchema,
  blogPostParamsSchema,
  blogPostSchema,
  bookmarkReplySchema,
  bookmarksReplySchema,
  categoryPostsQuerySchema,
  categoryPostsReplySchema,
  commentReplySchema,
  commentSchema,
  createPostSchema,
  likeReplySchema,
  postedCommentReplySchema,
  trendingTopicSchema,
  updatePostSchema,
} from "../../../shared/blog";
import { pathIdSchema } from "../../../shared/ids";
import type { AppContext } from "../../app-context";
import { requireContentActor } from "../../plugins/content-actor";
import { errorReplies } from "../../plugins/error-handler";
import { requireAdmin, requireUser } from "../../plugins/session";
import { getCategory, listCategories, listCategoryPosts } from "./blog-categories.service";
import { addComment, listComments, removeComment } from "./blog-comments.service";
import { listBookmarks, toggleBookmark, toggleLike } from "./blog-likes.service";
import { listPosts } from "./blog-list.service";
import { createPost, deletePost, updatePost } from "./blog-posts.service";
import { listTrendingTopics } from "./blog-trending.service";
import { readPost } from "./blog-views.service";

const idParams = z.object({ id: pathIdSchema("Unknown id") });
const slugParams = z.object({ slug: z.string().min(1).max(100) });

export const blogRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  /** The lists every visitor sees alike, kept for the next ones (lib/anonymous-replies). */
  const kept = context.caches.anonymousReplies;
  const viewerOf = (request: { auth: { user: Parameters<typeof listPosts>[1] } | null }) =>
    request.auth?.user ?? null;

  app.get(
    "/api/blog",
    {
      schema: {
        querystring: blogListQuerySchema,
        response: { 200: blogListReplySchema, ...errorReplies },
      },
    },
    // A visitor's list is the blog's anonymous list object, reused for every visitor while
    // it is current (blog-list-caches): written and compressed once for all of them.
    async (request, reply) =>
      kept.sendShared(
        request,
        reply,
        blogListReplySchema,
        await listPosts(context, viewerOf(request), request.query),
      ),
  );

  app.get(
    "/api/blog/categories",
    { onRequest: kept.answerKept, schema: { response: { 200: z.array(blogCategorySchema) } } },
    async (request, reply) =>
      kept.send(request, reply, z.array(blogCategorySchema), () => listCategories(context)),
  );

  app.get(
    "/api/blog/categories/:slug",
    { schema: { params: slugParams, response: { 200: blogCategorySchema, ...errorReplies } } },
    async (request) => getCategory(context, request.params.slug),
  );

  app.get(
    "/api/blog/categories/:slug/posts",
    {
      schema: {
        params: slugParams,
        querystring: categoryPostsQuerySchema,
        response: { 200: categoryPostsReplySchema, ...errorReplies },
      },
      onRequest: kept.answerKept,
    },
    async (request, reply) =>
      kept.send(request, reply, categoryPostsReplySchema, () =>
        listCategoryPosts(context, request.params.slug, request.query.page),
      ),
  );

  app.get(
    "/api/blog/:id",
    {
      schema: {
        params: blogPostParamsSchema,
        response: { 200: articleReplySchema, ...errorReplies },
      },
    },
    async (request) =>
      readPost(context, { user: viewerOf(request), ip: request.ip }, request.params.id),
  );

  app.post(
    "/api/blog",
    { schema: { body: createPostSchema, response: { 201: blogPostSchema, ...errorReplies } } },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.code(201).send(await createPost(context, admin, request.body));
    },
  );

  app.put(
    "/api/blog/:id",
    {
      schema: {
        params: idParams,
        body: updatePostSchema,
        response: { 200: blogPostSchema, ...errorReplies },
      },
    },
    async (request) => updatePost(context, requireAdmin(request), request.params.id, request.body),
  );

  app.delete(
    "/api/blog/:id",
    { schema: { params: idParams, response: { 200: okReplySchema, ...errorReplies } } },
    async (request) => {
      requireAdmin(request);
      await deletePost(context, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/blog/:id/like",
    { schema: { params: idParams, response: { 200: likeReplySchema, ...errorReplies } } },
    async (request) => toggleLike(context, requireUser(request), request.params.id),
  );

  app.post(
    "/api/blog/:id/bookmark",
    { schema: { params: idParams, response: { 200: bookmarkReplySchema, ...errorReplies } } },
    async (request) => toggleBookmark(context, requireUser(request), request.params.id),
  );

  app.get(
    "/api/bookmarks",
    { schema: { response: { 200: bookmarksReplySchema, ...errorReplies } } },
    async (request) => listBookmarks(context, requireUser(request)),
  );

  app.get(
    "/api/blog/:id/comments",
    {
      schema: { params: idParams, response: { 200: z.array(commentReplySchema), ...errorReplies } },
      onRequest: kept.answerKept,
    },
    async (request, reply) =>
      kept.send(request, reply, z.array(commentReplySchema), () =>
        listComments(context, viewerOf(request), request.params.id),
      ),
  );

  app.post(
    "/api/blog/:id/comments",
    {
      schema: {
        params: idParams,
        body: commentSchema,
        response: { 201: postedCommentReplySchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      return reply
        .code(201)
        .send(await addComment(context, auth, request.params.id, request.body.content));
    },
  );

  app.delete(
    "/api/comments/:id",
    { schema: { params: idParams, response: { 200: okReplySchema, ...errorReplies } } },
    async (request) => {
      await removeComment(context, requireContentActor(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/trending-topics",
    { onRequest: kept.answerKept, schema: { response: { 200: z.array(trendingTopicSchema) } } },
    async (request, reply) =>
      kept.send(request, reply, z.array(trendingTopicSchema), () => listTrendingTopics(context)),
  );
};
