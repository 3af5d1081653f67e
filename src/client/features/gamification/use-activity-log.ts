import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { AwardReply, ShareContentType } from "../../../shared/gamification";
import { sendJson } from "../../lib/api";
import { queueToast } from "../../lib/toast";
import { useUser } from "../auth/use-user";
import { handleAwardReply, pointsEarnedTitle } from "./award-reply";

/**
 * What the reader did elsewhere on the site, reported for points (spec 000 §7 `log/*`, §8).
 * Each hook returns a function that does nothing when signed out. Toasts are queued: they follow
 * the toast of the action itself ('Comment posted', 'Liked!', 'Link copied') instead of hiding it.
 */

export interface ArticleReadInput {
  articleId: number;
  articleTitle: string;
}

export function useLogArticleRead(): (input: ArticleReadInput) => void {
  const { user } = useUser();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (body: ArticleReadInput & { userId: number }) =>
      sendJson<AwardReply>("POST", "/api/gamification/log/article-read", body),
    onSuccess: (reply) => {
      // Reading the same article again earns nothing and says nothing.
      if (!reply.alreadyCredited) {
        queueToast({
          title: "Article Logged",
          description: "Your reading activity has been recorded.",
        });
      }
      handleAwardReply(queryClient, reply);
    },
    onError: () =>
      queueToast({
        title: "Could Not Log Article",
        description: "There was an error recording your activity.",
        variant: "destructive",
      }),
  });
  return useCallback(
    (input) => {
      if (userId !== undefined) mutate({ ...input, userId });
    },
    [userId, mutate],
  );
}

export function useLogCommentPosted(): (commentId: number) => void {
  const { user } = useUser();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (body: { userId: number; commentId: number }) =>
      sendJson<AwardReply>("POST", "/api/gamification/log/comment-posted", body),
    onSuccess: (reply) => {
      const earned = pointsEarnedTitle(reply.pointsEarned, "commenting");
      if (earned) queueToast({ title: earned });
      handleAwardReply(queryClient, reply);
    },
    onError: () =>
      queueToast({
        title: "Could Not Log Comment",
        description: "Your comment is posted, but its points could not be recorded.",
        variant: "destructive",
      }),
  });
  return useCallback(
    (commentId) => {
      if (userId !== undefined) mutate({ userId, commentId });
    },
    [userId, mutate],
  );
}

export interface ContentShareInput {
  /** 'article' for shares, 'article-like' for a like (never for an unlike). */
  contentType: ShareContentType;
  contentId: string | number;
  /** Where it went: facebook, twitter, copy, native... */
  platform?: string;
}

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
    // Spec 000 §8: share logging fails silently.
  });
  return useCallback(
    (input) => {
      if (userId !== undefined) mutate({ ...input, userId });
    },
    [userId, mutate],
  );
}
