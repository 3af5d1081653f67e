import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { RetroPlayReply } from "../../../shared/retro-games";
import { PLAY_LOG_AFTER_MS } from "../../../shared/retro-games-limits";
import { useUser } from "../../app/session/use-user";
import { sendJson } from "../../lib/api";
import { announceEarnedPoints } from "../gamification/award-reply";

/**
 * For signed-in players: tells the server when a game starts playing and, a minute later if it
 * is still playing, asks it to log the play (the server checks the minute on its own clock and
 * logs once per game and day; points and 'Retro Collector' come with the reply).
 */
export function usePlayLogging(gameId: number, isPlaying: boolean): void {
  const { user } = useUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user || !isPlaying) return;
    const url = `/api/retro-games/${gameId}/plays`;
    void sendJson<RetroPlayReply>("POST", url, { phase: "start" }).catch(() => {});
    const timer = window.setTimeout(() => {
      sendJson<RetroPlayReply>("POST", url, { phase: "minute" })
        .then((reply) => announceEarnedPoints(queryClient, reply.award, "playing a classic"))
        .catch(() => {});
    }, PLAY_LOG_AFTER_MS + 1_000);
    return () => window.clearTimeout(timer);
  }, [user, isPlaying, gameId, queryClient]);
}
