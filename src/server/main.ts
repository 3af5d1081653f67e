import type { IncomingMessage, ServerResponse } from "node:http";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { isDatabaseUnavailable } from "./db/unavailable";

/**
 * Reads the config, serves the site, and on SIGTERM/SIGINT stops cleanly within 10 s: it stops
 * listening (requests arriving on open connections get 503 and `Connection: close`, so the
 * proxy sends them to another process), ends event streams with a reconnection hint, lets
 * requests in flight and the current scheduled job finish, and exits 0.
 */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Requests still running this long after the signal are cut, so the exit stays within 10 s. */
const CUT_CONNECTIONS_AFTER_MS = 8_000;
/** How often connections that have become idle since the close began are closed. */
const IDLE_SWEEP_MS = 100;

async function main(): Promise<void> {
  // The page renderer loads React from node_modules, which picks its development build unless
  // NODE_ENV says otherwise: that build renders several times slower and runs extra checks.
  // `npm run dev` sets NODE_ENV=development to keep React's warnings.
  process.env.NODE_ENV ??= "production";
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });

  // Responses under way, so that a stop can tell their clients not to reuse the connection.
  const inFlight = new Set<ServerResponse>();
  app.server.on("request", (_request: IncomingMessage, response: ServerResponse) => {
    inFlight.add(response);
    response.on("close", () => inFlight.delete(response));
  });

  let stopping = false;
  const stop = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${reason}: finishing requests in flight, then stopping`);
    const forceExit = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    // Node closes the connections that are idle when the close begins, but one whose request
    // finishes later stays open for its keep-alive time (Fastify's is 72 s, a proxy's pool
    // keeps it longer) and holds the close until the forced exit. So each response under way
    // closes its connection, and connections that become idle anyway are swept.
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader("connection", "close");
    }
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    const cut = setTimeout(() => {
      app.log.warn(`${inFlight.size} request(s) still running after 8 s: cutting them`);
      app.server.closeAllConnections();
    }, CUT_CONNECTIONS_AFTER_MS);
    cut.unref();
    await app.close().catch((error: unknown) => app.log.error({ err: error }, "close failed"));
    process.exit(exitCode);
  };
  process.on("SIGTERM", () => void stop("SIGTERM received"));
  process.on("SIGINT", () => void stop("SIGINT received"));

  // A promise rejected with no handler (a background job, a forgotten await) is logged, not
  // fatal: Node's default would end the process and every request in flight with it, and a
  // database outage is exactly when such rejections appear.
  process.on("unhandledRejection", (reason) => {
    app.log.error({ err: reason }, "unhandled promise rejection (the server keeps running)");
  });
  // An exception nobody caught may leave broken state behind, so the process stops cleanly
  // and its supervisor starts a fresh one; a lost database connection is the exception: it is
  // expected during an outage, holds none of our state, and the next query reconnects.
  process.on("uncaughtException", (error) => {
    if (isDatabaseUnavailable(error)) {
      app.log.warn({ err: error }, "database connection lost outside a request (still running)");
      return;
    }
    app.log.fatal({ err: error }, "uncaught exception");
    void stop("uncaught exception", 1);
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("The server could not start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
