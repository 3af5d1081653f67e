import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput, OkReply, VerificationCodeInput } from "../../../../shared/auth";
import { sendJson } from "../../../lib/api";

/** The three calls of the deletion flow. */
export function useSendDeletionCode() {
  return useMutation({
    mutationFn: () => sendJson<OkReply & { email?: string }>("POST", "/api/send-verification-code"),
  });
}

export function useVerifyDeletionCode() {
  return useMutation({
    mutationFn: (input: VerificationCodeInput) =>
      sendJson<OkReply>("POST", "/api/verify-code", input),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      sendJson<OkReply>("POST", "/api/delete-account", input),
  });
}
