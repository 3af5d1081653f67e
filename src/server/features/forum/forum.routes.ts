import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createdReplySchema,
  createdThreadReplySchema,
  createReplySchema,
  createThreadSchema,
  forumCategoriesReplySchema,
  forumThreadSchema,
  repliesPageSchema,
  repliesQuerySchema,
  threadListQuerySchema,
  threadListReplySchema,
} from "../../../shared/forum";
import type { AppContext } from "../../app-context";
import { idFromText, textIdParams } from "../../lib/path-id";
import { errorReplies } from "../../plugins/error-handler";
import { requireUser } from "../../plugins/session";
import {
  createReply,
  createThread,
  listForumCategories,
  listReplies,
  listThreads,
  readThread,
  THREAD_NOT_FOUND_MESSAGE,
} from "./forum.service";

const threadParams = textIdParams;
const threadIdOf = (text: string) => idFromText(text, THREAD_NOT_FOUND_MESSAGE);

export const forumRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const viewerOf = (request: {
    auth: { user: NonNullable<Parameters<typeof listReplies>[1]> } | null;
  }) => request.auth?.user ?? null;
  /**
   * The lists every visitor sees alike, kept for the next ones (lib/anonymous-replies): any
   * write under /api/forum drops them. A discussion's own page is not kept: reading it counts
   * a view.
   */
  const kept = context.caches.anonymousReplies;

  app.get(
    "/api/forum/categories",
    { schema: { response: { 200: forumCategoriesReplySchema } }, onRequest: kept.answerKept },
    async (request, reply) =>
      kept.send(request, reply, forumCategoriesReplySchema, () => listForumCategories(context)),
  );

  app.get(
    "/api/forum/threads",
    {
      schema: {
        querystring: threadListQuerySchema,
        response: { 200: threadListReplySchema, ...errorReplies },
      },
      onRequest: kept.answerKept,
    },
    async (request, reply) =>
      kept.send(request, reply, threadListReplySchema, () => listThreads(context, request.query)),
  );

  app.post(
    "/api/forum/threads",
    {
      schema: {
        body: createThreadSchema,
        response: { 201: createdThreadReplySchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      return reply.code(201).send(await createThread(context, auth, request.body));
    },
  );

  app.get(
    "/api/forum/threads/:id",
    { schema: { params: threadParams, response: { 200: forumThreadSchema, ...errorReplies } } },
    async (request) =>
      readThread(
        context,
        { user: viewerOf(request), ip: request.ip },
        threadIdOf(request.params.id),
      ),
  );

  app.get(
    "/api/forum/threads/:id/replies",
    {
      schema: {
        params: threadParams,
        querystring: repliesQuerySchema,
        response: { 200: repliesPageSchema, ...errorReplies },
      },
      onRequest: kept.answerKept,
    },
    async (request, reply) =>
      kept.send(request, reply, repliesPageSchema, () =>
        listReplies(
          context,
          viewerOf(request),
          threadIdOf(request.params.id),
          request.query.cursor,
        ),
      ),
  );

  app.post(
    "/api/forum/threads/:id/replies",
    {
      schema: {
        params: threadParams,
        body: createReplySchema,
        response: { 201: createdReplySchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      return reply
        .code(201)
        .send(await createReply(context, auth, threadIdOf(request.params.id), request.body));
    },
  );
};
