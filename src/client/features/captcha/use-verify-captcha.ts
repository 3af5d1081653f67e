import { useMutation } from "@tanstack/react-query";
import type { OkReply } from "../../../shared/auth";
import { sendJson } from "../../lib/api";
import { toast } from "../../lib/toast";

export const CAPTCHA_CHALLENGE_URL = "/api/captcha/challenge";

/**
 * Sends the ALTCHA payload to the server; the server remembers
 * the solved captcha in the session for the password and deletion calls that follow.
 */
export function useVerifyCaptcha(onVerified: () => void) {
  return useMutation({
    mutationFn: (captchaToken: string) =>
      sendJson<OkReply>("POST", "/api/verify-captcha", { captchaToken }),
    onSuccess: () => onVerified(),
    // The failure toast is always this text.
    onError: () =>
      toast({ title: "Error", description: "CAPTCHA verification failed", variant: "destructive" }),
  });
}
