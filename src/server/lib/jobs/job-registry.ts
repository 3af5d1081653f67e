import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { claimJobRun } from "./job-claim";

/** Runs one job while counting its outcome; a run resolving to "skipped" counts as skipped. */
export type TrackJobRun = <T>(
  job: string,
  run: () => Promise<T>,
  options?: { skipped?: (error: unknown) => boolean },
) => Promise<T>;

export interface JobRegistryOptions {
  log: FastifyBaseLogger;
  /** Where runs go through (the app's `jobRuns`, which counts outcomes for /metrics). */
  track: TrackJobRun;
  /** For the cross-process claim of the jobs that ask for one. */
  db: Kysely<Database>;
  now: () => Date;
}

export interface JobDefinition {
  /** The job's name in logs and metrics, and its row in `job_runs` when it is claimed. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /**
   * With several processes, one of them runs the job per interval: each run first claims the
   * job's row, which only succeeds when its last run is older than `everyMs - slackMs` (the
   * slack absorbs timers of two processes firing a little apart). A refused claim is "skipped".
   */
  claim?: { slackMs: number };
  /**
   * The first run: "awaited" when the registry starts (start() waits for it), "background" when
   * it starts without waiting, "after-interval" (default) one interval later.
   */
  firstRun?: "awaited" | "background" | "after-interval";
  /** Errors that mean "not this time" (counted as skipped, not logged). */
  skipped?: (error: unknown) => boolean;
  /** What a failed run logs, with the error. */
  failure: { level: "warn" | "error"; message: string };
}

export interface JobRegistry {
  register(job: JobDefinition): void;
  /** Runs the first runs the jobs ask for, then each job every `everyMs`. */
  start(): Promise<void>;
  /** Clears every timer and waits for the runs under way. */
  stop(): Promise<void>;
}

/** The app's periodic jobs, in one place: built once per app, so two apps share no timer. */
export function createJobRegistry(options: JobRegistryOptions): JobRegistry {
  const jobs: JobDefinition[] = [];
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<void>>();
  let started = false;

  const attempt = async (job: JobDefinition) => {
    const claim = job.claim;
    if (claim) {
      const now = options.now();
      const notAfter = new Date(now.getTime() - job.everyMs + claim.slackMs);
      const result = await claimJobRun(options.db, job.name, now, notAfter);
      if (!result.claimed) return "skipped" as const;
    }
    await job.run();
    return undefined;
  };

  // Never rejects: a failure is logged and the job keeps its schedule.
  const runOnce = (job: JobDefinition): Promise<void> => {
    const running = options
      .track(job.name, () => attempt(job), { skipped: job.skipped })
      .then(
        () => {},
        (error: unknown) => {
          if (job.skipped?.(error)) return;
          options.log[job.failure.level]({ err: error }, job.failure.message);
        },
      );
    inFlight.add(running);
    void running.then(() => inFlight.delete(running));
    return running;
  };

  return {
    register(job) {
      if (started) throw new Error(`job ${job.name} registered after the jobs started`);
      jobs.push(job);
    },
    async start() {
      if (started) return;
      started = true;
      for (const job of jobs) {
        if (job.firstRun === "awaited") await runOnce(job);
        else if (job.firstRun === "background") void runOnce(job);
        const timer = setInterval(() => void runOnce(job), job.everyMs);
        // A timer alone never keeps the process alive.
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
}
