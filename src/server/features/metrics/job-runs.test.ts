import { Counter, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { createJobRuns } from "./job-runs";

function setUp() {
  const registry = new Registry();
  const counter = new Counter({
    name: "job_runs_total",
    help: "test",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });
  const count = async (job: string, outcome: string) => {
    const metric = await counter.get();
    return (
      metric.values.find((value) => value.labels.job === job && value.labels.outcome === outcome)
        ?.value ?? 0
    );
  };
  return { jobRuns: createJobRuns(counter), count };
}

describe("job runs", () => {
  it("counts ok, failed and skipped runs and passes each run's result on", async () => {
    const { jobRuns, count } = setUp();
    expect(await jobRuns.track("refresh", async () => 42)).toBe(42);
    await expect(
      jobRuns.track("refresh", async () => {
        throw new Error("feed down");
      }),
    ).rejects.toThrow("feed down");
    await jobRuns.track("poll", async () => "skipped" as const);
    await expect(
      jobRuns.track(
        "refresh",
        async () => {
          throw new RangeError("lease held elsewhere");
        },
        { skipped: (error) => error instanceof RangeError },
      ),
    ).rejects.toThrow(RangeError);
    expect(await count("refresh", "ok")).toBe(1);
    expect(await count("refresh", "failed")).toBe(1);
    expect(await count("refresh", "skipped")).toBe(1);
    expect(await count("poll", "skipped")).toBe(1);
  });

  it("lets shutdown wait for the run in flight, failed or not", async () => {
    const { jobRuns } = setUp();
    let finished = false;
    void jobRuns.track("slow", async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = true;
    });
    jobRuns
      .track("broken", async () => {
        throw new Error("x");
      })
      .catch(() => {});
    await jobRuns.settle();
    expect(finished).toBe(true);
  });
});
