import { QueryClient } from "@tanstack/react-query";

/**
 * Spec 000 §7: no automatic retry for mutations; queries default to no retry, no refetch on
 * focus, no polling and never stale. Feature queries (blog) override these per query.
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
