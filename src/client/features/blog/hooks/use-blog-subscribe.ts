import { useMutation } from "@tanstack/react-query";
import { sendJson } from "../../../lib/api";

/** POST /api/subscribe { email } from the blog sidebar. */
export function useBlogSubscribe() {
  return useMutation({
    mutationFn: (email: string) =>
      sendJson<{ subscribed: true }>("POST", "/api/subscribe", { email }),
  });
}
