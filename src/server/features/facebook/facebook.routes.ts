import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";

const facebookStatusReplySchema = z.object({ configured: z.boolean() });

export const facebookRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { config }) => {
  /** Whether FACEBOOK_APP_ID is set; the id itself is not needed by the client here. */
  app.get(
    "/api/facebook-status",
    { schema: { response: { 200: facebookStatusReplySchema } } },
    async () => ({ configured: Boolean(config.facebookAppId?.trim()) }),
  );
};
