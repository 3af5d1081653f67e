import type { Counter } from "prom-client";

/** How one scheduled run ended: done, failed, or not run here (another process holds the lease). */
export type JobOutcome = "ok" | "failed" | "skipped";

export interface JobRuns {
  /**
   * Runs one scheduled job: counts its outcome in `gamehub_job_runs_total` and keeps it in
   * the set that shutdown waits for. A run that resolves to "skipped", or fails with an error
   * `skipped` recognises, counts as skipped; the promise settles as the run's own does.
   */
  track<T>(job: string, run: () => Promise<T>, options?: TrackOptions): Promise<T>;
  /** Resolves once every run in flight has ended (shutdown lets the current job finish). */
  settle(): Promise<void>;
}

export interface TrackOptions {
  skipped?: (error: unknown) => boolean;
}

export function createJobRuns(counter: Counter<"job" | "outcome">): JobRuns {
  const inFlight = new Set<Promise<unknown>>();
  return {
    track(job, run, options = {}) {
      const running = run().then(
        (result) => {
          counter.inc({ job, outcome: result === "skipped" ? "skipped" : "ok" });
          return result;
        },
        (error: unknown) => {
          counter.inc({ job, outcome: options.skipped?.(error) ? "skipped" : "failed" });
          throw error;
        },
      );
      const settled = running.then(
        () => {},
        () => {},
      );
      inFlight.add(settled);
      void settled.then(() => inFlight.delete(settled));
      return running;
    },
    async settle() {
      await Promise.all([...inFlight]);
    },
  };
}
