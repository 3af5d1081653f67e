import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import {
  type AdminUserSort,
  adminUsersReplySchema,
  type BulkUserActionInput,
  type BulkUserActionReply,
  bulkUserActionReplySchema,
} from "../../../../shared/admin-users";
import { getJson, parseReply, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { adminEndpoints } from "../admin-endpoints";
import { ADMIN_STALE_TIME_MS, useRefreshAdmin } from "./use-refresh-admin";

export interface UserFilters {
  q: string;
  sort: AdminUserSort;
}

/** GET /api/admin/users?q=&sort=, further pages by cursor. */
export function useAdminUsers(filters: UserFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.userList(filters),
    queryFn: ({ pageParam }) =>
      getJson(adminEndpoints.users({ ...filters, cursor: pageParam }), adminUsersReplySchema),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: ADMIN_STALE_TIME_MS,
  });
}

/** One bulk action over the chosen members (one transaction on the server). */
export function useBulkUserAction() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async (input: BulkUserActionInput): Promise<BulkUserActionReply> =>
      parseReply(
        adminEndpoints.usersBulk,
        bulkUserActionReplySchema,
        await sendJson("POST", adminEndpoints.usersBulk, input),
      ),
    onSettled: () => refresh(queryKeys.admin.users),
  });
}
