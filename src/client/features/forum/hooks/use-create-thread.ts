import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedThreadReply, CreateThread } from "../../../../shared/forum";
import { ApiError, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const CREATE_FAILED_MESSAGE = "Failed to create discussion";

/** The server's own words for a refused discussion (too short, too fast...), or the fallback. */
export function createErrorMessage(error: unknown): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? CREATE_FAILED_MESSAGE;
}

/** POST /api/forum/threads; on success every discussion list and the category counts refresh. */
export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateThread) =>
      sendJson<CreatedThreadReply>("POST", "/api/forum/threads", input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.threadLists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.categories });
    },
  });
}
