import { useQuery } from "@tanstack/react-query";
import { adminStatsReplySchema } from "../../../../shared/admin-stats";
import { getJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { adminEndpoints } from "../admin-endpoints";
import { ADMIN_STALE_TIME_MS } from "./use-refresh-admin";

/** GET /api/admin/stats: totals, 30-day trends and the attention list. */
export function useAdminStats() {
  return useQuery({
    queryKey: queryKeys.admin.stats,
    queryFn: () => getJson(adminEndpoints.stats, adminStatsReplySchema),
    staleTime: ADMIN_STALE_TIME_MS,
  });
}
