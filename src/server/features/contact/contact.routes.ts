import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";

/** The contact form and the admins' inbox (filled by the contact work). */
export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (_app, _context) => {};
