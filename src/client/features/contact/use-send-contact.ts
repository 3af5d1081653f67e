import { useMutation } from "@tanstack/react-query";
import type { ContactMessageInput } from "../../../shared/contact";
import { sendJson } from "../../lib/api";

export interface SendContactResult {
  /** False when the newsletter box was checked and that subscription failed. */
  subscribed: boolean | null;
}

/**
 * POST /api/contact; when the newsletter box is checked, a second call,
 * POST /api/subscribe { email, name } (the newsletter's double opt-in), once the message is sent.
 * The message is what the visitor came for, so a failed subscription does not undo its success.
 */
export function useSendContact() {
  return useMutation({
    mutationFn: async (input: ContactMessageInput): Promise<SendContactResult> => {
      await sendJson("POST", "/api/contact", input);
      if (!input.newsletter) return { subscribed: null };
      try {
        await sendJson("POST", "/api/subscribe", { email: input.email, name: input.name });
        return { subscribed: true };
      } catch {
        return { subscribed: false };
      }
    },
  });
}
