import {
  type DehydratedState,
  dehydrate,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  hydrate,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { ApiError } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** Where a page is opened: the route's parameters and the address's query string. */
export interface PageLocation {
  params: Readonly<Record<string, string>>;
  searchParams: URLSearchParams;
}

/** A read a page needs for its first view: a plain or an infinite (paged) query. */
export type PageQuery =
  | { kind: "query"; options: FetchQueryOptions }
  | { kind: "infinite"; options: FetchInfiniteQueryOptions };

/**
 * Exported by a page module as `pageQueries`: the reads whose results the page shows first.
 * The server does them before rendering the page and hands the results to the client's cache
 * in the HTML, so the page arrives with its content and the client does not read it again.
 * Reads that depend on the signed-in user's private data are left to the client.
 */
export type PageQueries = (location: PageLocation) => PageQuery[];

// The cache stores every query untyped; these keep the call sites typed and erase it here.
export function pageQuery<T, E, K extends QueryKey>(
  options: FetchQueryOptions<T, E, T, K>,
): PageQuery {
  return { kind: "query", options: options as unknown as FetchQueryOptions };
}

export function pageInfiniteQuery<T, E, K extends QueryKey, P>(
  options: FetchInfiniteQueryOptions<T, E, T, K, P>,
): PageQuery {
  return { kind: "infinite", options: options as unknown as FetchInfiniteQueryOptions };
}

/** Runs a page's reads into the cache once each; a failed read is kept as the page's error. */
export async function prefetchPageQueries(
  queryClient: QueryClient,
  queries: readonly PageQuery[],
): Promise<void> {
  await Promise.all(
    queries.map((query) =>
      // One try on the server: a retry would hold the page back; the client retries if needed.
      query.kind === "infinite"
        ? queryClient.prefetchInfiniteQuery({ ...query.options, retry: false })
        : queryClient.prefetchQuery({ ...query.options, retry: false }),
    ),
  );
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === "error") showFailureWithoutAsking(queryClient, query.queryKey);
  }
}

/**
 * A read that just failed is shown as failed when the page mounts, on the server and in the
 * browser alike; by default TanStack Query would draw it as loading and ask again on mount,
 * so the server would send a spinner and the browser would repeat the failed call.
 */
function showFailureWithoutAsking(queryClient: QueryClient, queryKey: QueryKey): void {
  queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
}

/** The page's state as written into its HTML: the cache's finished reads and the user. */
export interface PageState {
  queries: DehydratedState;
}

interface SerializedError {
  pageError: { message: string; status?: number; body?: string };
}

/**
 * The cache's settled reads, successes and failures alike: a page that failed to read (an
 * unknown article, say) must hydrate into the same error view the server drew. A failure is
 * written as its message and, for an answer of the server, its status and text; the client
 * turns it back into the same errors (ApiError, or an Error wrapping one).
 */
export function dehydratePageState(queryClient: QueryClient): PageState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== "pending",
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error != null) query.state.error = serializeError(error) as never;
  }
  return { queries: state };
}

function serializeError(error: unknown): SerializedError {
  const message = error instanceof Error ? error.message : String(error);
  const api = error instanceof ApiError ? error : error instanceof Error ? error.cause : undefined;
  return api instanceof ApiError
    ? { pageError: { message, status: api.status, body: api.body } }
    : { pageError: { message } };
}

function reviveError({ pageError }: SerializedError): Error {
  if (pageError.status === undefined) return new Error(pageError.message);
  const api = new ApiError(pageError.status, pageError.body ?? "", "");
  return api.message === pageError.message ? api : new Error(pageError.message, { cause: api });
}

function isSerializedError(value: unknown): value is SerializedError {
  return typeof value === "object" && value !== null && "pageError" in value;
}

/** Puts the server's reads into the client's cache before the first render. */
export function hydratePageState(queryClient: QueryClient, state: PageState): void {
  for (const query of state.queries.queries) {
    const error: unknown = query.state.error;
    if (isSerializedError(error)) {
      query.state.error = reviveError(error) as never;
      showFailureWithoutAsking(queryClient, query.queryKey);
    }
  }
  hydrate(queryClient, state.queries);
}

/** The signed-in user (or null) as the server knew it, so the client never asks /api/user first. */
export function setPageUser(queryClient: QueryClient, user: unknown): void {
  queryClient.setQueryData(queryKeys.user, user);
}
