import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";

/** Uploading and serving game logos (filled by the logo work). */
export const gameLogosRoutes: FastifyPluginAsyncZod<AppContext> = async (_app, _context) => {};
