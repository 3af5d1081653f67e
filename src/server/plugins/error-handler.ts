import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { UNKNOWN_ID_PARAM } from "../../shared/ids";
import {
  classifyDatabaseError,
  DATABASE_UNAVAILABLE_MESSAGE,
  retryAfterSecondsFor,
} from "../db/unavailable";
import { CaptchaRequiredError, HttpError, TooManyRequestsError } from "../lib/http-error";

/** Every error reply has this shape; `issues` lists each invalid field of a bad request. */
export const errorReplySchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** The error replies a route declares: every status below 500 a read or a write may answer. */
export const errorReplies = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  429: errorReplySchema,
};

/**
 * One place turns failures into replies: 400 with a readable message for bad input, the
 * status of an HttpError, 503 with Retry-After while the database is out of reach (restart,
 * lost connection, locked SQLite file: the client may simply try again), and a plain 500 for
 * anything unexpected (logged, never sent).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path id beyond the largest id names no resource: answered as an unknown id is.
      const unknownId =
        error.validationContext === "params"
          ? error.validation.find((issue) => isUnknownIdIssue(issue.params))
          : undefined;
      if (unknownId) return reply.code(404).send({ error: unknownId.message });
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: issue.message,
      }));
      return reply.code(400).send({ error: issues[0]?.message ?? "Invalid request", issues });
    }
    if (error instanceof TooManyRequestsError) {
      reply.header("Retry-After", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    if (error instanceof CaptchaRequiredError) {
      return reply.code(429).send({ error: error.message, captchaRequired: true });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ error: error.message });
    }
    const unavailable = classifyDatabaseError(error);
    if (unavailable) {
      request.log.warn({ err: error }, "database unavailable; answered 503");
      const retryAfter = retryAfterSecondsFor(unavailable);
      reply.header("Retry-After", String(retryAfter));
      // A visitor opening a page gets a page that reloads itself, not a JSON message.
      if (isPageRequest(request)) {
        return reply
          .code(503)
          .header("Cache-Control", "no-store")
          .type("text/html; charset=utf-8")
          .send(unavailablePage(retryAfter));
      }
      return reply.code(503).send({ error: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ error: "Something went wrong on our side. Please try again." });
  });
}

function isUnknownIdIssue(params: unknown): boolean {
  const custom = (params as { params?: Record<string, unknown> } | undefined)?.params;
  return custom?.[UNKNOWN_ID_PARAM] === true;
}

function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !request.url.startsWith("/api/") &&
    (request.headers.accept ?? "").includes("text/html")
  );
}

function unavailablePage(retryAfterSeconds: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${retryAfterSeconds}"><title>GameHub is briefly unavailable</title></head><body><h1>GameHub is briefly unavailable</h1><p>${DATABASE_UNAVAILABLE_MESSAGE} This page reloads by itself.</p></body></html>`;
}
