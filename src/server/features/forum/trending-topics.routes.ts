import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forumTrendingTopicsReplySchema } from "../../../shared/social";
import type { AppContext } from "../../app-context";
import { createTrendingTopicsReader } from "./trending-topics";

/** The forum's Trending tab (kept apart from the forum's main routes). */
export const trendingTopicsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const readTrendingTopics = createTrendingTopicsReader(context);
  app.get(
    "/api/forum/trending-topics",
    { schema: { response: { 200: forumTrendingTopicsReplySchema } } },
    async () => readTrendingTopics(),
  );
};
