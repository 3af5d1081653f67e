import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";

/** Game guides, ratings and views (filled by the guides work). */
export const guidesRoutes: FastifyPluginAsyncZod<AppContext> = async (_app, _context) => {};
