import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pathIdSchema } from "../../../shared/ids";
import {
  createRetroGameSchema,
  retroGameIdParams,
  retroGameReplySchema,
  retroGamesQuerySchema,
  retroGamesReplySchema,
  retroPlayReplySchema,
  retroPlaySchema,
  updateRetroGameSchema,
} from "../../../shared/retro-games";
import { BUNDLE_MAX_BYTES } from "../../../shared/retro-games-limits";
import type { AppContext } from "../../app-context";
import { badRequest } from "../../lib/http-error";
import { multipartReadError } from "../../lib/multipart-errors";
import { errorReplies, errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin, requireUser } from "../../plugins/session";
import { registerJsDosAssets } from "./js-dos-assets";
import {
  changeRetroGame,
  createRetroGame,
  listRetroGames,
  readRetroBundle,
  readRetroGame,
  recordRetroPlay,
  removeRetroGame,
  uploadRetroBundle,
} from "./retro-games.service";

const TOO_LARGE = `The bundle must be ${BUNDLE_MAX_BYTES / 1024 / 1024} MB or smaller`;

/** The retro arcade (/retro-games): its library, the admins' edits and bundles, and plays. */
export const retroGamesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  /** The lists every visitor sees alike, kept for the next ones (lib/anonymous-replies). */
  const kept = context.caches.anonymousReplies;
  await app.register(multipart, {
    limits: { fileSize: BUNDLE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
  });
  await registerJsDosAssets(app);

  app.get(
    "/api/retro-games",
    {
      schema: {
        querystring: retroGamesQuerySchema,
        response: { 200: retroGamesReplySchema, 400: errorReplySchema },
      },
      onRequest: kept.answerKept,
    },
    async (request, reply) =>
      kept.send(request, reply, retroGamesReplySchema, async () => ({
        games: await listRetroGames(context, request.query),
      })),
  );

  app.get(
    "/api/retro-games/:id",
    {
      schema: {
        params: retroGameIdParams,
        response: { 200: retroGameReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => ({ game: await readRetroGame(context, request.params.id) }),
  );

  app.post(
    "/api/retro-games",
    {
      schema: {
        body: createRetroGameSchema,
        response: { 201: retroGameReplySchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      const game = await createRetroGame(context, user, request.body);
      return reply.code(201).send({ game });
    },
  );

  app.patch(
    "/api/retro-games/:id",
    {
      schema: {
        params: retroGameIdParams,
        body: updateRetroGameSchema,
        response: { 200: retroGameReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return { game: await changeRetroGame(context, user, request.params.id, request.body) };
    },
  );

  app.delete(
    "/api/retro-games/:id",
    { schema: { params: retroGameIdParams, response: { 204: z.null(), ...errorReplies } } },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      await removeRetroGame(context, user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/retro-games/:id/bundle",
    {
      schema: {
        params: retroGameIdParams,
        response: { 200: retroGameReplySchema, 413: errorReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      if (!request.isMultipart()) throw badRequest("Send the bundle as multipart/form-data");
      let file: { bytes: Buffer; filename: string } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== "file") continue;
          if (part.fieldname !== "bundle") {
            part.file.resume();
            continue;
          }
          file = { bytes: await part.toBuffer(), filename: part.filename };
        }
      } catch (error) {
        throw multipartReadError(error, TOO_LARGE);
      }
      return { game: await uploadRetroBundle(context, user, request.params.id, file) };
    },
  );

  app.post(
    "/api/retro-games/:id/plays",
    {
      schema: {
        params: retroGameIdParams,
        body: retroPlaySchema,
        response: { 200: retroPlayReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return recordRetroPlay(context, user, request.params.id, request.body.phase);
    },
  );

  app.get(
    "/media/retro-bundles/:id/:file",
    {
      schema: {
        params: z.object({
          id: pathIdSchema("Bundle not found"),
          file: z.string().regex(/^[0-9a-f]{16}\.jsdos$/, "Bundle not found"),
        }),
      },
    },
    async (request, reply) => {
      const hash = request.params.file.slice(0, 16);
      const bytes = await readRetroBundle(context, request.params.id, hash);
      return (
        reply
          .header("Content-Type", "application/zip")
          .header("X-Content-Type-Options", "nosniff")
          // The address carries the content's hash: a new bundle gets a new address.
          .header("Cache-Control", "public, max-age=31536000, immutable")
          .send(bytes)
      );
    },
  );
};
