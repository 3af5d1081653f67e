import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../app-context";
import { createAddressAllowList, DEFAULT_METRICS_ALLOW } from "./address-allow-list";
import { type AppMetrics, createAppMetrics, type PoolStats } from "./app-metrics";
import { createJobRuns, type JobRuns } from "./job-runs";

declare module "fastify" {
  interface FastifyInstance {
    /** This app's Prometheus metrics (features count what they do here). */
    metrics: AppMetrics;
    /** Scheduled jobs run through this: their outcomes are counted and shutdown waits for them. */
    jobRuns: JobRuns;
  }
}

/** The label of requests no route matched: server-rendered pages (200) and unknown addresses. */
export const UNMATCHED_ROUTE = "*";

/**
 * Metrics for Prometheus at GET /metrics, plus the request counter and latency histogram of
 * every route. Call on the root app before the features register, so the hook covers them
 * and `app.jobRuns` exists when their jobs start. The pool is PostgreSQL's (absent on SQLite).
 */
export function registerMetrics(
  app: FastifyInstance,
  context: AppContext,
  pool: PoolStats | undefined,
): void {
  const metrics = createAppMetrics({ db: context.db, pool });
  const jobRuns = createJobRuns(metrics.jobRunsTotal);
  app.decorate("metrics", metrics);
  app.decorate("jobRuns", jobRuns);
  // Registered after the database's close hook, so it runs before it: the job under way
  // finishes while the database is still open.
  app.addHook("onClose", async () => jobRuns.settle());

  app.addHook("onResponse", (request, reply, done) => {
    // The route's pattern (/api/forum/topics/:id), never the raw URL: one series per route,
    // not one per id or query string.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const allowed = createAddressAllowList(context.config.metricsAllow ?? DEFAULT_METRICS_ALLOW);
  const mayScrape = (request: FastifyRequest) => {
    // request.ip, not the socket's address, and so consistent with TRUST_PROXY as every
    // per-address limit is: behind a trusted proxy the socket's address is the proxy's (often
    // loopback, which the default list allows), and would let in every visitor it forwards;
    // request.ip is then the visitor's. Without TRUST_PROXY a forwarding header is not
    // believed, but it shows a proxy nobody told us about, whose address would stand for all
    // its visitors: such a request is refused.
    if (context.config.trustProxy === undefined && isForwarded(request)) return false;
    return allowed(request.ip);
  };

  app.get("/metrics", { exposeHeadRoute: false }, async (request, reply) => {
    // Others get the site's ordinary "not found", which does not tell them the endpoint exists.
    if (!mayScrape(request)) return reply.callNotFound();
    const text = await metrics.render();
    return reply.type(metrics.registry.contentType).header("cache-control", "no-store").send(text);
  });
}

function isForwarded(request: FastifyRequest): boolean {
  const headers = request.headers;
  return (
    headers["x-forwarded-for"] !== undefined ||
    headers.forwarded !== undefined ||
    headers["x-real-ip"] !== undefined
  );
}
