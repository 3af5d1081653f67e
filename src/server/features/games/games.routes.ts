import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";

/** Featured games and game hubs (filled by the games work). */
export const gamesRoutes: FastifyPluginAsyncZod<AppContext> = async (_app, _context) => {};
