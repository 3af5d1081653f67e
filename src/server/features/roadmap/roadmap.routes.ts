import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { roadmapReplySchema } from "../../../shared/roadmap";
import type { AppContext } from "../../app-context";
import { readRoadmap } from "./roadmap.service";

/** The public roadmap's three columns, from feedback and roadmap-type developer updates. */
export const roadmapRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const kept = context.caches.anonymousReplies;
  app.get(
    "/api/roadmap",
    { onRequest: kept.answerKept, schema: { response: { 200: roadmapReplySchema } } },
    async (request, reply) =>
      kept.send(request, reply, roadmapReplySchema, () => readRoadmap(context)),
  );
};
