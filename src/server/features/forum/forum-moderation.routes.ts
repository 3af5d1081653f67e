import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okReplySchema } from "../../../shared/auth";
import {
  flagReplySchema,
  flagSchema,
  forumReplySchema,
  forumThreadSchema,
  openFlagsReplySchema,
  resolveFlagSchema,
  updateReplySchema,
  updateThreadSchema,
  voteReplySchema,
  voteSchema,
} from "../../../shared/forum";
import type { AppContext } from "../../app-context";
import { idFromText, textIdParams } from "../../lib/path-id";
import { requireContentActor } from "../../plugins/content-actor";
import { errorReplies } from "../../plugins/error-handler";
import { requireAdmin, requireUser } from "../../plugins/session";
import { FLAG_NOT_FOUND_MESSAGE, flagPost, listOpenFlags, resolveFlag } from "./flags.service";
import { REPLY_NOT_FOUND_MESSAGE, THREAD_NOT_FOUND_MESSAGE } from "./forum.service";
import { deleteReply, deleteThread, updateReply, updateThread } from "./moderation.service";
import { castVote } from "./votes.service";

const idParams = textIdParams;
const threadIdOf = (text: string) => idFromText(text, THREAD_NOT_FOUND_MESSAGE);
const replyIdOf = (text: string) => idFromText(text, REPLY_NOT_FOUND_MESSAGE);

/** Votes, edits, deletes, moderation and reports on discussions and replies. */
export const forumModerationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    "/api/forum/threads/:id/vote",
    {
      schema: {
        params: idParams,
        body: voteSchema,
        response: { 200: voteReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return castVote(context, user, "thread", threadIdOf(request.params.id), request.body.value);
    },
  );

  app.post(
    "/api/forum/replies/:id/vote",
    {
      schema: {
        params: idParams,
        body: voteSchema,
        response: { 200: voteReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return castVote(context, user, "reply", replyIdOf(request.params.id), request.body.value);
    },
  );

  app.patch(
    "/api/forum/threads/:id",
    {
      schema: {
        params: idParams,
        body: updateThreadSchema,
        response: { 200: forumThreadSchema, ...errorReplies },
      },
    },
    async (request) => {
      const actor = requireContentActor(request);
      return updateThread(context, actor, threadIdOf(request.params.id), request.body);
    },
  );

  app.patch(
    "/api/forum/replies/:id",
    {
      schema: {
        params: idParams,
        body: updateReplySchema,
        response: { 200: forumReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const actor = requireContentActor(request);
      return updateReply(context, actor, replyIdOf(request.params.id), request.body.content);
    },
  );

  app.delete(
    "/api/forum/threads/:id",
    { schema: { params: idParams, response: { 200: okReplySchema, ...errorReplies } } },
    async (request) => {
      const actor = requireContentActor(request);
      await deleteThread(context, actor, threadIdOf(request.params.id));
      return { ok: true as const };
    },
  );

  app.delete(
    "/api/forum/replies/:id",
    { schema: { params: idParams, response: { 200: okReplySchema, ...errorReplies } } },
    async (request) => {
      const actor = requireContentActor(request);
      await deleteReply(context, actor, replyIdOf(request.params.id));
      return { ok: true as const };
    },
  );

  app.post(
    "/api/forum/threads/:id/flag",
    {
      schema: {
        params: idParams,
        body: flagSchema,
        response: { 200: flagReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return flagPost(context, user, "thread", threadIdOf(request.params.id), request.body.reason);
    },
  );

  app.post(
    "/api/forum/replies/:id/flag",
    {
      schema: {
        params: idParams,
        body: flagSchema,
        response: { 200: flagReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return flagPost(context, user, "reply", replyIdOf(request.params.id), request.body.reason);
    },
  );

  app.get(
    "/api/forum/flags",
    { schema: { response: { 200: openFlagsReplySchema, ...errorReplies } } },
    async (request) => {
      requireAdmin(request);
      return listOpenFlags(context);
    },
  );

  app.post(
    "/api/forum/flags/:id/resolve",
    {
      schema: {
        params: idParams,
        body: resolveFlagSchema,
        response: { 200: okReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      const flagId = idFromText(request.params.id, FLAG_NOT_FOUND_MESSAGE);
      await resolveFlag(context, user, flagId, request.body.action);
      return { ok: true as const };
    },
  );
};
