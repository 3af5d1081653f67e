import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput, OkReply } from "../../../../shared/auth";
import { sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/change-password`; needs a solved captcha in this session. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      sendJson<OkReply>("POST", "/api/change-password", input),
    // The server may sign other devices out when the password changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}
