import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { refreshNews } from "./news.service";

const refreshReplySchema = z.object({ added: z.number().int() });

export const newsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  /** Anyone may ask; the 5-minute rule keeps it cheap (docs/blog-api.md). */
  app.post(
    "/api/news/refresh",
    { schema: { response: { 200: refreshReplySchema, 429: errorReplySchema } } },
    async (request) => refreshNews(context, request.log),
  );
};
