import type { FastifyInstance, FastifyRequest, InjectOptions } from "fastify";

type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** Answers without a body: a Response with one would throw. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * How the server renderer reads the API for a page: through the app's own routes, in-process
 * (no socket, no network), as the visitor (their cookie and address), so a page's data is
 * exactly what the browser would get from the same call.
 */
export function createApiTransport(app: FastifyInstance, visitor: FastifyRequest): ApiTransport {
  return async (url, init) => {
    const headers: Record<string, string> = {};
    if (visitor.headers.cookie) headers.cookie = visitor.headers.cookie;
    if (visitor.headers["user-agent"]) headers["user-agent"] = visitor.headers["user-agent"];
    const contentType = new Headers(init.headers).get("content-type");
    if (contentType) headers["content-type"] = contentType;
    const options: InjectOptions = {
      method: (init.method ?? "GET") as InjectOptions["method"],
      url,
      headers,
      remoteAddress: visitor.ip,
      ...(typeof init.body === "string" ? { payload: init.body } : {}),
    };
    const reply = await app.inject(options);
    const body = NULL_BODY_STATUSES.has(reply.statusCode) ? null : new Uint8Array(reply.rawPayload);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (typeof value === "string") responseHeaders.set(name, value);
      else if (typeof value === "number") responseHeaders.set(name, String(value));
    }
    return new Response(body, { status: reply.statusCode, headers: responseHeaders });
  };
}
