import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "../lib/http-error";

export const NUL_MESSAGE = "Text must not contain NUL characters";
export const INVALID_TEXT_MESSAGE =
  "Text must be valid Unicode: it contains a lone surrogate character";

/**
 * Text no form can produce is refused with 400 before it reaches a handler:
 * - the NUL character, which PostgreSQL cannot store in text and SQLite truncates at in places;
 * - lone UTF-16 surrogates (a JSON "\ud800" escape with no partner), which are not characters
 *   at all: PostgreSQL rejects them, encoders replace them, and a stored one breaks every page
 *   that shows it.
 * Both are checked in the body, the query (keys and values) and, for NUL, the raw path.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  // A callback hook: it runs on every request and waits for nothing.
  app.addHook("preValidation", (request, _reply, done) => {
    done(textProblemOf(request) ?? undefined);
  });
}

function textProblemOf(request: FastifyRequest) {
  if (request.url.includes("%00") || someText(request.body, hasNul)) return badRequest(NUL_MESSAGE);
  if (someText(request.query, hasNul)) return badRequest(NUL_MESSAGE);
  if (someText(request.body, hasLoneSurrogate) || someText(request.query, hasLoneSurrogate)) {
    return badRequest(INVALID_TEXT_MESSAGE);
  }
  return null;
}

function hasNul(text: string): boolean {
  return text.includes("\u0000");
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** Whether any string in the value (object keys included) fails the test. */
function someText(value: unknown, test: (text: string) => boolean, depth = 0): boolean {
  if (typeof value === "string") return test(value);
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => someText(item, test, depth + 1));
  return Object.entries(value).some(([key, item]) => test(key) || someText(item, test, depth + 1));
}
