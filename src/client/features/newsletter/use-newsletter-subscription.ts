import { useMutation } from "@tanstack/react-query";
import type { NewsletterInput } from "../../../shared/newsletter";
import { sendJson } from "../../lib/api";

/** POST /api/newsletter { email }; an ok status means subscribed. */
export function useNewsletterSubscription() {
  return useMutation({
    mutationFn: (input: NewsletterInput) => sendJson<unknown>("POST", "/api/newsletter", input),
  });
}
