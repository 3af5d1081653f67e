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

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
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
 * GET a JSON reply and check it against the endpoint's shared zod schema, so the caller gets
 * the schema's type and never trusts a hand-written cast. Defaults for missing or odd fields
 * belong in the schema (`.catch(...)`, `.default(...)`); a reply the schema still refuses
 * throws ReplyShapeError, like any other failed request.
 */
export async function getJson<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> {
  const response = await apiRequest("GET", url);
  const body: unknown = await response.json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ReplyShapeError(url, parsed.error.issues);
  return parsed.data;
}

export async function sendJson<T>(method: string, url: string, body: unknown = {}): Promise<T> {
  const response = await apiRequest(method, url, body);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
