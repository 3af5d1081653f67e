import { useMutation, useQuery } from "@tanstack/react-query";
import { okReplySchema } from "../../../../shared/auth";
import {
  type CreateSocialPost,
  socialPostSchema,
  socialPostsReplySchema,
} from "../../../../shared/social";
import { getJson, parseReply, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { ADMIN_STALE_TIME_MS, useRefreshAdmin } from "../hooks/use-refresh-admin";

/** "all" or one of the social platforms. */
export type SocialPostsFilter = string;

export const socialPostsEndpoints = {
  list: (platform: SocialPostsFilter) =>
    platform === "all"
      ? "/api/social/posts"
      : `/api/social/posts?platform=${encodeURIComponent(platform)}`,
  create: "/api/social/posts",
  one: (id: number) => `/api/social/posts/${id}`,
} as const;

/** Every Social Hub list, whatever its platform: the prefix of queryKeys.socialPosts(...). */
const SOCIAL_POSTS_PREFIX = queryKeys.socialPosts("all").slice(0, 1);

/**
 * What the forum's Social Hub shows: the five newest posts, or the five newest of one platform.
 * The same key as the hub's, so a write here refreshes the hub too.
 */
export function useSocialPostsList(platform: SocialPostsFilter) {
  return useQuery({
    queryKey: queryKeys.socialPosts(platform),
    queryFn: () => getJson(socialPostsEndpoints.list(platform), socialPostsReplySchema),
    staleTime: ADMIN_STALE_TIME_MS,
  });
}

export function useCreateSocialPost() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async (input: CreateSocialPost) => {
      const url = socialPostsEndpoints.create;
      return parseReply(url, socialPostSchema, await sendJson("POST", url, input));
    },
    onSettled: () => refresh(SOCIAL_POSTS_PREFIX),
  });
}

export function useDeleteSocialPost() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async (id: number) => {
      const url = socialPostsEndpoints.one(id);
      return parseReply(url, okReplySchema, await sendJson("DELETE", url));
    },
    onSettled: () => refresh(SOCIAL_POSTS_PREFIX),
  });
}
