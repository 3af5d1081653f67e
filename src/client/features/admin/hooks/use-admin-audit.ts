import { useInfiniteQuery } from "@tanstack/react-query";
import { adminAuditReplySchema } from "../../../../shared/admin-audit";
import { getJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { adminEndpoints } from "../admin-endpoints";
import { ADMIN_STALE_TIME_MS } from "./use-refresh-admin";

export interface AuditFilters {
  action: string;
  actor: string;
}

/** GET /api/admin/audit with the filters, newest first; further pages by cursor. */
export function useAdminAudit(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.auditList(filters),
    queryFn: ({ pageParam }) =>
      getJson(adminEndpoints.audit({ ...filters, cursor: pageParam }), adminAuditReplySchema),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: ADMIN_STALE_TIME_MS,
  });
}
