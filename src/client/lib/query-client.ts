import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, ReplyShapeError } from "./api";
import { queryKeys } from "./query-keys";

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
/** Whether the server refused a request for who is (no longer) signed in: 401 or 403. */
export function isAccessRefused(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401 || error.status === 403;
  if (error instanceof Error && error.cause !== undefined) return isAccessRefused(error.cause);
  return false;
}

/**
 * A page open while its session ended (signed out on another device, suspended) still shows
 * the member signed in until it reads who is signed in again: a refused request is the sign
 * to do so, and the header follows (a 403 for a reason of its own reads the same user back).
 * The user query swallows its own failures, so this never calls itself.
 */
export function refreshUserOnRefusal(client: QueryClient, error: unknown): void {
  if (!isAccessRefused(error) || !client.getQueryData(queryKeys.user)) return;
  void client.invalidateQueries({ queryKey: queryKeys.user });
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => refreshUserOnRefusal(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => refreshUserOnRefusal(client, error) }),
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
  return client;
}
