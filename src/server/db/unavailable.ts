/**
 * Tells a database that is out of reach (restarting, refusing connections, connection cut,
 * pool exhausted, SQLite file locked by another writer) apart from a bug in a query. The
 * first kind is temporary: the request answers 503 with Retry-After and the next one may
 * succeed; the second is a 500.
 */

/** What a client sees while the database is out of reach. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a few seconds.";

/** Seconds a client should wait before trying again (PostgreSQL restarts take a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** A locked SQLite file frees up as soon as the other writer commits. */
export const SQLITE_BUSY_RETRY_AFTER_SECONDS = 1;

/** Socket errors Node reports when the server is down, restarting or unreachable. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: 57P01 admin_shutdown (backend terminated,
 * also what a restart sends), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * shutting down), 53300 too_many_connections. Class 08 (connection exception) is matched
 * by prefix.
 */
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** Errors node-postgres raises without a code when a connection ends or cannot be made. */
const POSTGRES_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "is not queryable",
  "Cannot use a pool after calling end on the pool",
  "driver has already been destroyed",
];

export type UnavailableKind = "postgres" | "sqlite-busy";

/** Which kind of temporary unavailability an error is, or undefined for any other error. */
export function classifyDatabaseError(error: unknown, depth = 0): UnavailableKind | undefined {
  if (depth > 5 || typeof error !== "object" || error === null) return undefined;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string") {
    if (code.startsWith("SQLITE_BUSY")) return "sqlite-busy";
    if (SOCKET_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return "postgres";
    }
  }
  if (typeof message === "string" && POSTGRES_MESSAGES.some((text) => message.includes(text))) {
    return "postgres";
  }
  // Node reports a refused connection to a host with several addresses as an AggregateError.
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const kind = classifyDatabaseError(inner, depth + 1);
      if (kind) return kind;
    }
  }
  return cause === undefined ? undefined : classifyDatabaseError(cause, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return classifyDatabaseError(error) !== undefined;
}

export function retryAfterSecondsFor(kind: UnavailableKind): number {
  return kind === "sqlite-busy" ? SQLITE_BUSY_RETRY_AFTER_SECONDS : DATABASE_RETRY_AFTER_SECONDS;
}
