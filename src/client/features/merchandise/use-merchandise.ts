import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

export function merchandiseQuery() {
  return queryOptions({
    queryKey: queryKeys.merchandise,
    queryFn: () =>
      getJson("/api/merchandise", () =>
        import("../../../shared/merchandise").then((m) => m.merchandiseReplySchema),
      ),
    staleTime: 10 * 60 * 1000,
  });
}

export function useMerchandise() {
  return useQuery(merchandiseQuery());
}
