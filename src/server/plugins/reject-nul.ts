import type { FastifyInstance } from "fastify";
import { badRequest } from "../lib/http-error";

/**
 * PostgreSQL cannot store the NUL character in text and SQLite truncates at it in places, and
 * no form has a reason to send one: any request carrying it, in the body, the query or the
 * path, is refused with 400 before it reaches a handler.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (request.url.includes("%00") || containsNul(request.body) || containsNul(request.query)) {
      throw badRequest("Text must not contain NUL characters");
    }
  });
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1),
  );
}
