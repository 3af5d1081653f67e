import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CheckInReply,
  InitializeReply,
  UserAchievement,
} from "../../../../shared/gamification";
import { useUser } from "../../../app/session/use-user";
import { sendJson } from "../../../lib/api";
import { pluralNoun } from "../../../lib/format-number";
import { toast } from "../../../lib/toast";
import { handleAwardReply, invalidateGamification, pointsEarnedTitle } from "../award-reply";

/**
 * The profile's own buttons. Every body carries the signed-in user's
 * id; the server checks it against the session.
 */

function requireUserId(userId: number | undefined): number {
  // The buttons are only shown to a signed-in user; this guards a session that just ended.
  if (userId === undefined) throw new Error("Not signed in");
  return userId;
}

function streakText(streak: number): string {
  return `Current streak: ${streak} ${pluralNoun(streak, "day")}.`;
}

/** 'Check in daily': the login streak (POST /api/gamification/log/login). */
export function useCheckIn() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      sendJson<CheckInReply>("POST", "/api/gamification/log/login", {
        userId: requireUserId(user?.id),
      }),
    onSuccess: (reply) => {
      const earned = pointsEarnedTitle(reply.pointsEarned, "logging in today");
      toast(
        earned
          ? { title: earned, description: streakText(reply.streak) }
          : { title: "Already checked in today", description: streakText(reply.streak) },
      );
      handleAwardReply(queryClient, reply);
    },
    // A failed check-in is silent: the button simply stays available.
  });
}

/** 'Initialize Gamification System' (POST /api/gamification/initialize). */
export function useInitializeGamification() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      sendJson<InitializeReply>("POST", "/api/gamification/initialize", {
        userId: requireUserId(user?.id),
      }),
    onSuccess: (reply) => {
      toast({
        title: "Gamification System Initialized",
        description: "Your level, points and achievements are ready.",
      });
      handleAwardReply(queryClient, reply);
    },
    onError: () =>
      toast({
        title: "Initialization Failed",
        description: "Could not initialize the gamification system. Please try again.",
        variant: "destructive",
      }),
  });
}

/** 'Feature' / 'Featured' on an earned achievement; sends the inverted current value. */
export function useToggleFeatured() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (achievement: UserAchievement) =>
      sendJson<{ achievement: UserAchievement }>(
        "POST",
        "/api/gamification/achievements/toggle-featured",
        {
          userId: requireUserId(user?.id),
          achievementId: achievement.achievementId,
          isFeatured: !achievement.isFeatured,
        },
      ),
    onSuccess: () => {
      toast({
        title: "Achievement Updated",
        description: "Your featured achievements have been updated.",
      });
      invalidateGamification(queryClient);
    },
    onError: () =>
      toast({
        title: "Update Failed",
        description: "Could not update your featured achievements. Please try again.",
        variant: "destructive",
      }),
  });
}
