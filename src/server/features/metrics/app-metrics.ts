import type { Kysely } from "kysely";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/schema";
import { countOutboxBacklog } from "./metrics.repo";

/** The counts node-postgres keeps on its pool (pg.Pool's own property names). */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface AppMetrics {
  /** This app's own registry: tests build many apps in one process, so never the global one. */
  registry: Registry;
  httpRequests: Counter<"method" | "route" | "status_code">;
  httpDuration: Histogram<"method" | "route" | "status_code">;
  eventStreamClients: Gauge;
  jobRunsTotal: Counter<"job" | "outcome">;
  /** Text for a scrape; the process metrics start with the first one (see below). */
  render(): Promise<string>;
}

/** Upper bounds in seconds: most API answers take milliseconds, page renders tens of them. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createAppMetrics(options: {
  db: Kysely<Database>;
  /** PostgreSQL's pool; SQLite has one connection and no pool to report. */
  pool?: PoolStats;
}): AppMetrics {
  const registry = new Registry();
  const httpRequests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const eventStreamClients = new Gauge({
    name: "gamehub_event_stream_clients",
    help: "Live-event (Server-Sent Events) streams open on this process.",
    registers: [registry],
  });
  const jobRunsTotal = new Counter({
    name: "gamehub_job_runs_total",
    help: "Scheduled job runs on this process, by job and outcome (ok, failed, skipped: another process held the lease).",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });
  // Registered before the outbox gauge: a scrape reads its metrics in this order, and the
  // outbox count takes a connection, which would otherwise show up as the scrape's own wait.
  const pool = options.pool;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge(
      "gamehub_db_pool_connections",
      "PostgreSQL connections this process holds, idle or in use.",
      (stats) => stats.totalCount,
    );
    poolGauge(
      "gamehub_db_pool_idle_connections",
      "PostgreSQL connections of this process waiting for a query.",
      (stats) => stats.idleCount,
    );
    poolGauge(
      "gamehub_db_pool_waiting_requests",
      "Queries of this process waiting for a free PostgreSQL connection.",
      (stats) => stats.waitingCount,
    );
  }

  new Gauge({
    name: "gamehub_mail_outbox_messages",
    help: "Messages waiting in the mail outbox (queued) or given up on (failed), read at scrape time.",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      try {
        const backlog = await countOutboxBacklog(options.db);
        this.set({ status: "queued" }, backlog.queued);
        this.set({ status: "failed" }, backlog.failed);
      } catch {
        // The database is out of reach: no samples rather than a failed scrape, since the
        // other metrics matter most during an outage.
        this.reset();
      }
    },
  });

  let processMetrics = false;
  return {
    registry,
    httpRequests,
    httpDuration,
    eventStreamClients,
    jobRunsTotal,
    async render() {
      // The process metrics (CPU, memory, event-loop lag, GC) start timers and observers that
      // live as long as the process; they start with the first scrape, so the many apps the
      // tests build in one process do not each leave a set behind.
      if (!processMetrics) {
        processMetrics = true;
        collectDefaultMetrics({ register: registry });
      }
      return registry.metrics();
    },
  };
}
