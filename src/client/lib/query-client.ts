import { QueryClient } from "@tanstack/react-query";
import { ApiError, ReplyShapeError } from "./api";

/**
 * Whether a failed read is worth asking again. Retries are for failures (the network, a 5xx, a
 * timeout): a 4xx answer such as 404 'not found' or 401 will be the same on the next try, and
 * so will a reply of the wrong shape, so they are shown at once instead of after the retries.
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status < 400 || error.status >= 500;
  if (error instanceof ReplyShapeError) return false;
  // A wrapped failure (e.g. 'Failed to fetch blog posts') is judged by what it wraps.
  if (error instanceof Error && error.cause !== undefined) return isRetryableError(error.cause);
  return true;
}

/** TanStack Query `retry` option: up to `maxRetries` more tries, for failures only. */
export function retryFailures(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean =>
    failureCount < maxRetries && isRetryableError(error);
}

/**
 * No automatic retry for mutations; queries default to no retry, no refetch on focus, no
 * polling and never stale. Feature queries (blog) override these per query.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
