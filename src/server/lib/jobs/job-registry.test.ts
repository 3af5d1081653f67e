import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/schema";
import { createJobRegistry, type JobDefinition, type TrackJobRun } from "./job-registry";

const claims = vi.hoisted(() => ({ granted: true, notAfter: [] as Date[] }));
vi.mock("./job-claim", () => ({
  claimJobRun: async (_db: unknown, _name: string, now: Date, notAfter: Date) => {
    claims.notAfter.push(notAfter);
    return claims.granted ? { claimed: true } : { claimed: false, lastRunAt: now };
  },
}));

function setUp() {
  const log = { warn: vi.fn(), error: vi.fn() };
  const outcomes: string[] = [];
  const track: TrackJobRun = (job, run) =>
    run().then(
      (result) => {
        outcomes.push(`${job}:${result === "skipped" ? "skipped" : "ok"}`);
        return result;
      },
      (error: unknown) => {
        outcomes.push(`${job}:failed`);
        throw error;
      },
    );
  const jobs = createJobRegistry({
    log: log as unknown as FastifyBaseLogger,
    track,
    // The claim is a stand-in here (job-claim.ts is mocked), so the database is never reached.
    db: {} as Kysely<Database>,
    now: () => new Date(Date.UTC(2026, 0, 1, 12)),
  });
  return { jobs, log, outcomes };
}

const failure: JobDefinition["failure"] = { level: "error", message: "job failed" };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the job registry", () => {
  it("runs each job on its interval once started, and first when it asks to", async () => {
    const { jobs, outcomes } = setUp();
    const later = vi.fn(async () => {});
    const atStart = vi.fn(async () => {});
    jobs.register({ name: "later", everyMs: 1000, run: later, failure });
    jobs.register({ name: "at-start", everyMs: 5000, run: atStart, firstRun: "awaited", failure });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(later).not.toHaveBeenCalled();

    await jobs.start();
    expect(atStart).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(later).toHaveBeenCalledTimes(5);
    expect(atStart).toHaveBeenCalledTimes(2);
    expect(outcomes.filter((outcome) => outcome === "later:ok")).toHaveLength(5);
    await jobs.stop();
  });

  it("stop() clears the timers and waits for the run under way", async () => {
    const { jobs } = setUp();
    let finished = false;
    const run = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    jobs.register({ name: "slow", everyMs: 1000, run, failure });
    await jobs.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);

    const stopped = jobs.stop();
    let stopDone = false;
    void stopped.then(() => {
      stopDone = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(stopDone).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await stopped;
    expect(finished).toBe(true);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("logs a job that throws and keeps its schedule; skipped errors are not logged", async () => {
    const { jobs, log, outcomes } = setUp();
    const boom = new Error("boom");
    const busy = new Error("busy");
    jobs.register({
      name: "failing",
      everyMs: 1000,
      run: async () => {
        throw boom;
      },
      failure: { level: "warn", message: "could not do it" },
    });
    jobs.register({
      name: "refused",
      everyMs: 1000,
      run: async () => {
        throw busy;
      },
      skipped: (error) => error === busy,
      failure,
    });
    await jobs.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(log.warn).toHaveBeenCalledTimes(3);
    expect(log.warn).toHaveBeenCalledWith({ err: boom }, "could not do it");
    expect(log.error).not.toHaveBeenCalled();
    expect(outcomes.filter((outcome) => outcome === "failing:failed")).toHaveLength(3);
    await jobs.stop();
  });

  it("runs a claimed job only when this process wins the interval's claim", async () => {
    const { jobs, outcomes } = setUp();
    const run = vi.fn(async () => {});
    jobs.register({ name: "claimed", everyMs: 60_000, claim: { slackMs: 5000 }, run, failure });
    claims.notAfter = [];
    claims.granted = false;
    await jobs.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).not.toHaveBeenCalled();
    expect(outcomes).toEqual(["claimed:skipped"]);
    // Granted when the last run is older than the interval less the slack.
    expect(claims.notAfter[0]?.toISOString()).toBe("2026-01-01T11:59:05.000Z");

    claims.granted = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual(["claimed:skipped", "claimed:ok"]);
    await jobs.stop();
  });
});
