import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
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
import { MAX_DATABASE_ID } from "../../lib/cursor";
import { notFound } from "../../lib/http-error";
import { errorReplySchema } from "../../plugins/error-handler";
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

/** Read as text: an id that is not a positive 32-bit integer names no discussion (404). */
const threadParams = z.object({ id: z.string().max(40) });

function threadIdOf(text: string): number {
  const id = /^[0-9]{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > MAX_DATABASE_ID) throw notFound(THREAD_NOT_FOUND_MESSAGE);
  return id;
}
const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  429: errorReplySchema,
};

export const forumRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const viewerOf = (request: {
    auth: { user: NonNullable<Parameters<typeof listReplies>[1]> } | null;
  }) => request.auth?.user ?? null;

  app.get(
    "/api/forum/categories",
    { schema: { response: { 200: forumCategoriesReplySchema } } },
    async () => listForumCategories(context),
  );

  app.get(
    "/api/forum/threads",
    {
      schema: {
        querystring: threadListQuerySchema,
        response: { 200: threadListReplySchema, ...errors },
      },
    },
    async (request) => listThreads(context, request.query),
  );

  app.post(
    "/api/forum/threads",
    {
      schema: { body: createThreadSchema, response: { 201: createdThreadReplySchema, ...errors } },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      return reply.code(201).send(await createThread(context, auth, request.body));
    },
  );

  app.get(
    "/api/forum/threads/:id",
    { schema: { params: threadParams, response: { 200: forumThreadSchema, ...errors } } },
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
        response: { 200: repliesPageSchema, ...errors },
      },
    },
    async (request) =>
      listReplies(context, viewerOf(request), threadIdOf(request.params.id), request.query.cursor),
  );

  app.post(
    "/api/forum/threads/:id/replies",
    {
      schema: {
        params: threadParams,
        body: createReplySchema,
        response: { 201: createdReplySchema, ...errors },
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
