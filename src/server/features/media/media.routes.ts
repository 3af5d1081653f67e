import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pathIdSchema } from "../../../shared/ids";
import type { AppContext } from "../../app-context";
import { readImageVariant } from "./media.service";

/** A copied image never changes under its address (a new source is a new id). */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

const mediaParams = z.object({ id: pathIdSchema("Image not found") });
const mediaQuery = z.object({
  w: z.coerce
    .number({ error: "w must be a width in pixels" })
    .int("w must be a width in pixels")
    .min(1, "w must be a width in pixels")
    .max(10_000, "w must be at most 10000")
    .optional(),
});

/** GET /media/:id.webp?w=960: a remote image the server copied, at the width asked for. */
export const mediaRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    "/media/:id.webp",
    {
      schema: {
        params: mediaParams,
        querystring: mediaQuery,
        // No reply schema: the body is the image's bytes; errors are the usual { error }.
      },
    },
    async (request, reply) => {
      const bytes = await readImageVariant(context, request.params.id, request.query.w);
      return reply
        .header("Cache-Control", IMMUTABLE_CACHE)
        .header("X-Content-Type-Options", "nosniff")
        .type("image/webp")
        .send(bytes);
    },
  );
};
