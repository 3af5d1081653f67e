import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { isDatabaseUnavailable } from "./db/unavailable";

/** Reads the config, serves the site, and on SIGTERM/SIGINT finishes in-flight requests and exits 0. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });

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
