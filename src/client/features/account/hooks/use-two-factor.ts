import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  DisableTwoFactorInput,
  EnableTwoFactorInput,
  TwoFactorSetupReply,
  User,
} from "../../../../shared/auth";
import { sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `POST /api/2fa/setup`: a fresh secret, its otpauth URL and a QR code image (data: URL). */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () => sendJson<TwoFactorSetupReply>("POST", "/api/2fa/setup"),
  });
}

/** `POST /api/2fa/enable` with the current password and a code; answers the updated user. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (input: EnableTwoFactorInput) => sendJson<User>("POST", "/api/2fa/enable", input),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisableTwoFactorInput) => sendJson<User>("POST", "/api/2fa/disable", input),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
  });
}
