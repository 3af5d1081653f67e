import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { LikeReply } from "../../../../shared/blog";
import { ApiError, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { announceEarnedPoints } from "../../gamification/award-reply";

interface LikeState {
  id: number;
  likes: number;
  isLiked: boolean;
}

type Change = (post: LikeState) => Pick<LikeState, "likes" | "isLiked">;

function isLikeState(value: Record<string, unknown>, postId: number): boolean {
  return value.id === postId && typeof value.likes === "number" && "isLiked" in value;
}

/**
 * The post wherever a cached reply holds it: one article, a list's `posts`, the pages of an
 * infinite list, an array of posts (saved articles). Untouched data keeps its identity.
 */
export function patchPost(data: unknown, postId: number, change: Change): unknown {
  if (Array.isArray(data)) {
    const next = data.map((item) => patchPost(item, postId, change));
    return next.some((item, index) => item !== data[index]) ? next : data;
  }
  if (!data || typeof data !== "object") return data;
  const record = data as Record<string, unknown>;
  if (isLikeState(record, postId)) return { ...record, ...change(record as unknown as LikeState) };
  for (const key of ["pages", "posts"] as const) {
    if (Array.isArray(record[key])) {
      const next = patchPost(record[key], postId, change);
      return next === record[key] ? data : { ...record, [key]: next };
    }
  }
  return data;
}

/** Every cache that can show a post's like: the blog (lists, home, articles) and saved posts. */
const LIKE_CACHES: QueryKey[] = [queryKeys.blog.all, queryKeys.bookmarks];

function patchEverywhere(queryClient: QueryClient, postId: number, change: Change) {
  for (const queryKey of LIKE_CACHES) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) => patchPost(data, postId, change));
  }
}

type Snapshot = [QueryKey, unknown][];

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The one like toggle of the site (POST /api/blog/:id/like), for the article page and every
 * card: the post flips at once wherever it is shown (count ±1), then takes the server's
 * answer; a failure puts everything back. The reply says what the like earned: its toast
 * follows 'Liked!'.
 */
export function useLikePost(options: { onSignInRequired?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation<LikeReply, Error, number, Snapshot>({
    mutationFn: (postId) => sendJson<LikeReply>("POST", `/api/blog/${postId}/like`),
    onMutate: async (postId) => {
      for (const queryKey of LIKE_CACHES) await queryClient.cancelQueries({ queryKey });
      const snapshot = LIKE_CACHES.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
      patchEverywhere(queryClient, postId, (post) => ({
        isLiked: !post.isLiked,
        likes: Math.max(0, post.likes + (post.isLiked ? -1 : 1)),
      }));
      return snapshot;
    },
    onSuccess: (reply, postId) => {
      patchEverywhere(queryClient, postId, () => ({ isLiked: reply.liked, likes: reply.likes }));
      toast(
        reply.liked
          ? { title: "Liked!", description: "Thanks for liking this article!" }
          : { title: "Like removed" },
      );
      // A like counts as sharing the article.
      announceEarnedPoints(queryClient, reply.award, "sharing content");
    },
    onError: (error, _postId, snapshot) => {
      for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
      if (isUnauthorized(error) && options.onSignInRequired) options.onSignInRequired();
      else toast({ title: "Error", description: "Failed to update like", variant: "destructive" });
    },
  });
}
