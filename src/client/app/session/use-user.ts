import { useQuery } from "@tanstack/react-query";
import { getJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import type { User } from "./user";

/**
 * A 401, or any other failure, means anonymous; the error is
 * swallowed ('Failed to fetch user'), so the query resolves to null instead of failing.
 */
async function fetchUser(): Promise<User | null> {
  try {
    // The schema (and zod) loads with the first call: pages rendered by the server carry the
    // user in their HTML, so most visits never make this call.
    return await getJson("/api/user", () =>
      import("../../../shared/auth").then((m) => m.userSchema),
    );
  } catch {
    return null;
  }
}

export function useUser() {
  const query = useQuery({ queryKey: queryKeys.user, queryFn: fetchUser, retry: false });
  return { user: query.data ?? null, isLoading: query.isPending };
}
