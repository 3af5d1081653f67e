import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { GAME_LOGO_MAX_BYTES, gameLogoUploadReplySchema } from "../../../shared/game-logos";
import type { AppContext } from "../../app-context";
import { badRequest } from "../../lib/http-error";
import { multipartReadError } from "../../lib/multipart-errors";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdminActor } from "../admin-audit";
import { type LogoUpload, readGameLogo, uploadGameLogo } from "./game-logos.service";

const TOO_LARGE = "The logo must be 2 MB or smaller";

/** The admins' logo upload (/admin-top-games) and the uploaded logos themselves. */
export const gameLogosRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  await app.register(multipart, {
    limits: { fileSize: GAME_LOGO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });

  app.post(
    "/api/upload/game-logo",
    {
      schema: {
        response: {
          200: gameLogoUploadReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          404: errorReplySchema,
          413: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const actor = requireAdminActor(request);
      if (!request.isMultipart()) throw badRequest("Send the logo as multipart/form-data");
      const upload: LogoUpload = { file: null, gameName: "", gameId: "" };
      try {
        for await (const part of request.parts()) {
          if (part.type === "file") {
            if (part.fieldname !== "gameLogo") {
              part.file.resume();
              continue;
            }
            const bytes = await part.toBuffer();
            upload.file = { bytes, filename: part.filename, mimetype: part.mimetype };
          } else if (part.fieldname === "gameName" || part.fieldname === "gameId") {
            upload[part.fieldname] = String(part.value ?? "");
          }
        }
      } catch (error) {
        throw multipartReadError(error, TOO_LARGE);
      }
      return uploadGameLogo(context, actor, upload);
    },
  );

  app.get(
    "/media/game-logos/:key",
    { schema: { params: z.object({ key: z.string().max(200) }) } },
    async (request, reply) => {
      const logo = await readGameLogo(context, request.params.key);
      if (request.headers["if-none-match"] === logo.etag) return reply.code(304).send();
      return (
        reply
          .header("Content-Type", logo.contentType)
          .header("X-Content-Type-Options", "nosniff")
          // Opened on its own, an SVG is a document: sandboxed, it can run nothing.
          .header(
            "Content-Security-Policy",
            "sandbox; default-src 'none'; style-src 'unsafe-inline'",
          )
          .header("Cache-Control", "public, max-age=300, must-revalidate")
          .header("ETag", logo.etag)
          .send(logo.bytes)
      );
    },
  );
};
