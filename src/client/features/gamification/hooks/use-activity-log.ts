import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { AwardReply } from "../../../../shared/gamification";
import { useUser } from "../../../app/session/use-user";
import { sendJson } from "../../../lib/api";
import { queueToast } from "../../../lib/toast";
import { handleAwardReply, pointsEarnedTitle } from "../award-reply";

/**
 * Sharing happens outside the site (a popup, the share sheet, the clipboard), so it is the one
 * activity the client reports: POST /api/gamification/log/content-share. Reading, commenting
 * and liking earn inside their own requests, whose replies carry what was earned.
 */

export interface ContentShareInput {
  contentType: "article";
  contentId: string | number;
  /** Where it went: facebook, twitter, copy, native... */
  platform?: string;
}

/**
 * A function that reports a share (it does nothing when signed out). Its points toast is queued:
 * it follows the toast of the share itself ('Link copied', 'Shared!') instead of hiding it.
 */
export function useLogContentShare(): (input: ContentShareInput) => void {
  const { user } = useUser();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (body: ContentShareInput & { userId: number }) =>
      sendJson<AwardReply>("POST", "/api/gamification/log/content-share", body),
    onSuccess: (reply) => {
      const earned = pointsEarnedTitle(reply.pointsEarned, "sharing content");
      if (earned) queueToast({ title: earned });
      handleAwardReply(queryClient, reply);
    },
    // A failed share report is silent: the share itself worked.
  });
  return useCallback(
    (input) => {
      if (userId !== undefined) mutate({ ...input, userId });
    },
    [userId, mutate],
  );
}
