import type { AppContext } from "../../app-context";
import type { JobRegistry } from "../../lib/jobs/job-registry";
import { pruneAuthRecords } from "./auth.service";

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Old attempt counts and used captcha solutions are removed when the app is ready and then
 * every hour, by one server process per hour: the shared job-run row lets the first to ask do it.
 */
export function registerAuthJobs(jobs: JobRegistry, context: AppContext): void {
  jobs.register({
    name: "session-prune",
    everyMs: PRUNE_INTERVAL_MS,
    claim: { slackMs: 60_000 },
    firstRun: "awaited",
    run: () => pruneAuthRecords(context),
    failure: { level: "warn", message: "could not prune old sign-in attempts" },
  });
}
