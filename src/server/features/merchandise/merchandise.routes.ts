import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";

/** The merchandise catalogue and its waitlist (filled by the merchandise work). */
export const merchandiseRoutes: FastifyPluginAsyncZod<AppContext> = async (_app, _context) => {};
