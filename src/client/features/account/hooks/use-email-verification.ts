import { useMutation } from "@tanstack/react-query";
import type { OkReply } from "../../../../shared/auth";
import { sendJson } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { serverMessageOr } from "../account-errors";

/** `POST /api/send-email-verification`: mails a new verification link to the account's address. */
export function useResendEmailVerification() {
  return useMutation({
    mutationFn: () => sendJson<OkReply>("POST", "/api/send-email-verification"),
    onSuccess: () =>
      toast({
        title: "Verification e-mail sent",
        description: "Check your inbox and open the link to verify your e-mail address.",
      }),
    onError: (error) =>
      toast({
        title: "Error",
        description: serverMessageOr(
          error,
          "Failed to send the verification e-mail. Please try again.",
        ),
        variant: "destructive",
      }),
  });
}
