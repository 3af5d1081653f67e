import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type AdminUserRole,
  adminUserActionReplySchema,
  adminUserDetailReplySchema,
  deleteUserReplySchema,
  revokeSessionsReplySchema,
  type SuspendUserInput,
} from "../../../../shared/admin-users";
import { getJson, parseReply, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { adminEndpoints } from "../admin-endpoints";
import { ADMIN_STALE_TIME_MS, useRefreshAdmin } from "./use-refresh-admin";

/** GET /api/admin/users/:id: the member, sessions, points ledger, content and flags. */
export function useAdminUser(id: number) {
  return useQuery({
    queryKey: queryKeys.admin.user(id),
    queryFn: () => getJson(adminEndpoints.user(id), adminUserDetailReplySchema),
    staleTime: ADMIN_STALE_TIME_MS,
  });
}

/** The writes of a member's page; each refreshes the member, the list, the dashboard and the log. */
export function useAdminUserActions(id: number) {
  const refresh = useRefreshAdmin();
  const onSettled = () => refresh(queryKeys.admin.user(id), queryKeys.admin.users);
  const userReply = async (method: string, url: string, body?: unknown) =>
    parseReply(url, adminUserActionReplySchema, await sendJson(method, url, body));

  return {
    verifyEmail: useMutation({
      mutationFn: () => userReply("POST", adminEndpoints.userVerifyEmail(id)),
      onSettled,
    }),
    setRole: useMutation({
      mutationFn: (role: AdminUserRole) => userReply("POST", adminEndpoints.userRole(id), { role }),
      onSettled,
    }),
    suspend: useMutation({
      mutationFn: (input: SuspendUserInput) =>
        userReply("POST", adminEndpoints.userSuspend(id), input),
      onSettled,
    }),
    unsuspend: useMutation({
      mutationFn: () => userReply("DELETE", adminEndpoints.userSuspend(id)),
      onSettled,
    }),
    revokeSessions: useMutation({
      mutationFn: async () => {
        const url = adminEndpoints.userSessionsRevoke(id);
        return parseReply(url, revokeSessionsReplySchema, await sendJson("POST", url));
      },
      onSettled,
    }),
    remove: useMutation({
      mutationFn: async () => {
        const url = adminEndpoints.user(id);
        return parseReply(url, deleteUserReplySchema, await sendJson("DELETE", url));
      },
      // Not the member's own query: it would be read again, and answer 404, before the page goes.
      onSettled: () => refresh(queryKeys.admin.userLists),
    }),
  };
}

export type AdminUserActions = ReturnType<typeof useAdminUserActions>;
