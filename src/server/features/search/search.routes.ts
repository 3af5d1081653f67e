import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type SearchReply, searchQuerySchema, searchReplySchema } from "../../../shared/search";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { createGameSearchTally } from "./game-search-tally";
import { createSearchService } from "./search.service";

/** Site search (/search): every kind of content, ranked, with facets. */
export const searchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const service = createSearchService(context);
  const countGameSearches = createGameSearchTally(context, app.log);

  app.get(
    "/api/search",
    {
      schema: {
        querystring: searchQuerySchema,
        response: { 200: searchReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, response) => {
      const { reply, gameIds } = await service.search(request.query, { ip: request.ip });
      await countGameSearches(request.ip, gameIds);
      // A kept reply is the same object for everyone who asks: written as JSON once. A
      // serializer of our own makes Fastify leave the reply's type unset: it is named here.
      const caches = context.caches.search;
      response
        .serializer((kept: SearchReply) => caches.replyToJson(kept))
        .type("application/json; charset=utf-8");
      return reply;
    },
  );
};
