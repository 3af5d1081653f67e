import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context";
import { TooManyRequestsError } from "../../lib/http-error";
import type { JobRegistry } from "../../lib/jobs/job-registry";
import { refreshNews } from "./news.service";

/**
 * Refreshes the news every NEWS_REFRESH_MINUTES when set. The refresh's own 5-minute rule
 * (its job-run row) keeps several processes from fetching together: a refusal counts as skipped.
 */
export function registerNewsJobs(
  jobs: JobRegistry,
  context: AppContext,
  log: FastifyBaseLogger,
): void {
  const minutes = context.config.newsRefreshMinutes;
  if (minutes === undefined) return;
  jobs.register({
    name: "news-refresh",
    everyMs: minutes * 60_000,
    run: () => refreshNews(context, log),
    skipped: (error) => error instanceof TooManyRequestsError,
    failure: { level: "error", message: "scheduled news refresh failed" },
  });
}
