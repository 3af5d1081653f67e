import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";

/** The top games list, ranked by searches (filled by the top games work). */
export const topGamesRoutes: FastifyPluginAsyncZod<AppContext> = async (_app, _context) => {};
