import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createDeveloperUpdateSchema,
  developerUpdateSchema,
  developerUpdatesQuerySchema,
  developerUpdatesReplySchema,
  updateDeveloperUpdateSchema,
} from "../../../shared/developer-updates";
import type { AppContext } from "../../app-context";
import { idFromText, textIdParams } from "../../lib/path-id";
import { errorReplies } from "../../plugins/error-handler";
import { requireAdmin } from "../../plugins/session";
import {
  createDeveloperUpdate,
  editDeveloperUpdate,
  listDeveloperUpdates,
  readDeveloperUpdate,
  removeDeveloperUpdate,
  UPDATE_NOT_FOUND_MESSAGE,
} from "./developer-updates.service";
import { buildDeveloperUpdatesFeed, UPDATES_FEED_PATH } from "./developer-updates-rss";

/** Read as text: an id that is not a positive 32-bit integer names no update (404). */
const idParams = textIdParams;
const slugParams = z.object({ slug: z.string().max(1000) });

const updateIdOf = (text: string) => idFromText(text, UPDATE_NOT_FOUND_MESSAGE);

/** Short, as the news feed's: a new update reaches feed readers within minutes. */
const FEED_CACHE_CONTROL = "public, max-age=300";

/** Developer updates: the list, one update, the admins' writes and the RSS feed. */
export const developerUpdatesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  /** The lists every visitor sees alike, kept for the next ones (lib/anonymous-replies). */
  const kept = context.caches.anonymousReplies;
  app.get(
    "/api/developer-updates",
    {
      schema: {
        querystring: developerUpdatesQuerySchema,
        response: { 200: developerUpdatesReplySchema, ...errorReplies },
      },
      onRequest: kept.answerKept,
    },
    async (request, reply) =>
      kept.send(request, reply, developerUpdatesReplySchema, () =>
        listDeveloperUpdates(context, request.query),
      ),
  );

  app.get(
    "/api/developer-updates/:slug",
    { schema: { params: slugParams, response: { 200: developerUpdateSchema, ...errorReplies } } },
    async (request) => readDeveloperUpdate(context, request.params.slug),
  );

  app.post(
    "/api/developer-updates",
    {
      schema: {
        body: createDeveloperUpdateSchema,
        response: { 201: developerUpdateSchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.code(201).send(await createDeveloperUpdate(context, admin, request.body));
    },
  );

  app.patch(
    "/api/developer-updates/:id",
    {
      schema: {
        params: idParams,
        body: updateDeveloperUpdateSchema,
        response: { 200: developerUpdateSchema, ...errorReplies },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return editDeveloperUpdate(context, admin, updateIdOf(request.params.id), request.body);
    },
  );

  app.delete(
    "/api/developer-updates/:id",
    { schema: { params: idParams, response: { 204: z.null(), ...errorReplies } } },
    async (request, reply) => {
      const admin = requireAdmin(request);
      await removeDeveloperUpdate(context, admin, updateIdOf(request.params.id));
      return reply.code(204).send(null);
    },
  );

  // A page path with a file name: registered here, it is answered before the page renderer's
  // fallback (which only serves extension-less paths as pages).
  app.get(UPDATES_FEED_PATH, async (_request, reply) => {
    reply.header("content-type", "application/rss+xml; charset=utf-8");
    reply.header("cache-control", FEED_CACHE_CONTROL);
    return buildDeveloperUpdatesFeed(context);
  });
};
