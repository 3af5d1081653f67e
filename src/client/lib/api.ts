import type { z } from "zod";

/**
 * The one way the client talks to the server:
 * every call sends cookies, JSON bodies carry a JSON content type, and a non-ok response
 * becomes an Error whose message is "<status>: <response text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The server's `{ "error": "..." }` text, when it sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown };
      return typeof parsed.error === "string" ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(response: Response): Promise<Response> {
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new ApiError(response.status, text, response.statusText);
  }
  return response;
}

/** How a request reaches the server: `fetch` in the browser. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * The server renderer answers a page's reads in-process (the same routes, the visitor's
 * cookie), so the hooks that read data on the client read it the same way on the server.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await transport(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return throwIfNotOk(response);
}

/** A 2xx reply whose body does not match the shared schema of that endpoint. */
export class ReplyShapeError extends Error {
  constructor(
    readonly url: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`Unexpected reply from ${url}`);
    this.name = "ReplyShapeError";
  }
}

/**
 * An endpoint's shared zod schema, or a function that imports it. The shared schema files
 * import zod (about 23 KB compressed), which a page's first view does not need: on a
 * server-rendered page the first view's data arrives in the HTML, so the first client read
 * happens later (a filter, "Load More", a refetch). Hooks on public pages therefore pass
 * `() => import("../../shared/blog").then((m) => m.blogListReplySchema)`: zod and the schema
 * load with the first client read, and that read is still checked against the shared schema.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

async function resolveSchema<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  return typeof source === "function" ? source() : source;
}

/**
 * GET a JSON reply and check it against the endpoint's shared zod schema, so the caller gets
 * the schema's type and never trusts a hand-written cast. Defaults for missing or odd fields
 * belong in the schema (`.catch(...)`, `.default(...)`); a reply the schema still refuses
 * throws ReplyShapeError, like any other failed request. The schema loads alongside the request.
 */
export async function getJson<S extends z.ZodType>(
  url: string,
  schema: SchemaSource<S>,
): Promise<z.output<S>> {
  const [response, resolved] = await Promise.all([apiRequest("GET", url), resolveSchema(schema)]);
  const body: unknown = await response.json();
  return parseReply(url, resolved, body);
}

/** Checks a reply body against its schema; a refused body throws ReplyShapeError. */
export function parseReply<S extends z.ZodType>(
  url: string,
  schema: S,
  body: unknown,
): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ReplyShapeError(url, parsed.error.issues);
  return parsed.data;
}

export async function sendJson<T>(method: string, url: string, body: unknown = {}): Promise<T> {
  const response = await apiRequest(method, url, body);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
