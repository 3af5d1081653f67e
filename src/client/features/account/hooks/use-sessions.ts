import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { type OkReply, sessionSummarySchema } from "../../../../shared/auth";
import { getJson, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The signed-in user's sessions, one per signed-in browser or device. */
export function useSessions() {
  return useQuery({
    queryKey: queryKeys.sessions,
    queryFn: () => getJson("/api/sessions", z.array(sessionSummarySchema)),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => sendJson<OkReply>("DELETE", `/api/sessions/${sessionId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<OkReply>("POST", "/api/sessions/revoke-others"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}
