import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type LiveStreamChanges,
  liveStreamReplySchema,
  liveStreamsReplySchema,
  type NewLiveStream,
  streamerApplicationsReplySchema,
} from "../../../../shared/live-streams";
import type { StreamTab } from "../../../../shared/live-streams-limits";
import { getJson, parseReply, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { ADMIN_STALE_TIME_MS, useRefreshAdmin } from "../hooks/use-refresh-admin";

/**
 * The live streams editor's reads and writes. Its keys sit under `queryKeys.liveStreams.all`,
 * so a write refreshes this screen, /live-streams and the admin tools there at once.
 */
export const streamsEndpoints = {
  list: (tab: StreamTab) => `/api/live-streams?tab=${tab}`,
  create: "/api/live-streams",
  one: (id: number) => `/api/live-streams/${id}`,
  approvedStreamers: "/api/admin/streamer-applications?status=approved",
} as const;

const streamsKeys = {
  tab: (tab: StreamTab) => [...queryKeys.liveStreams.all, "admin", tab] as const,
  approvedStreamers: [...queryKeys.liveStreams.all, "applications", "approved"] as const,
};

/** One tab (live, upcoming or recent) of GET /api/live-streams, every platform and category. */
export function useStreamsOfTab(tab: StreamTab) {
  return useQuery({
    queryKey: streamsKeys.tab(tab),
    queryFn: () => getJson(streamsEndpoints.list(tab), liveStreamsReplySchema),
    staleTime: ADMIN_STALE_TIME_MS,
  });
}

/** The approved streamers, whose channels a new stream can belong to. */
export function useApprovedStreamers() {
  return useQuery({
    queryKey: streamsKeys.approvedStreamers,
    queryFn: () => getJson(streamsEndpoints.approvedStreamers, streamerApplicationsReplySchema),
    staleTime: ADMIN_STALE_TIME_MS,
  });
}

/** After a write: the streams everywhere (this screen, /live-streams, game hubs), stats, audit. */
function useRefreshStreams() {
  const refresh = useRefreshAdmin();
  return () => refresh(queryKeys.liveStreams.all, queryKeys.games.all);
}

export function useCreateStream() {
  const refresh = useRefreshStreams();
  return useMutation({
    mutationFn: async (input: NewLiveStream) => {
      const url = streamsEndpoints.create;
      return parseReply(url, liveStreamReplySchema, await sendJson("POST", url, input));
    },
    onSettled: refresh,
  });
}

/** PATCH: an edit, or `{ status: "live" | "ended" }` to start or end a stream now. */
export function useUpdateStream() {
  const refresh = useRefreshStreams();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: LiveStreamChanges }) => {
      const url = streamsEndpoints.one(id);
      return parseReply(url, liveStreamReplySchema, await sendJson("PATCH", url, changes));
    },
    onSettled: refresh,
  });
}

export function useDeleteStream() {
  const refresh = useRefreshStreams();
  return useMutation({
    mutationFn: (id: number) => sendJson<null>("DELETE", streamsEndpoints.one(id)),
    onSettled: refresh,
  });
}
