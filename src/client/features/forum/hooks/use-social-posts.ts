import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SOCIAL_HUB_FILTERS } from "../../../../shared/social-limits";
import { getJson } from "../../../lib/api";
import { retryFailures } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";

export type SocialHubFilter = (typeof SOCIAL_HUB_FILTERS)[number];

/** The Social Hub's posts of one platform ("all": every platform), at most 5. */
export function socialPostsQuery(platform: SocialHubFilter) {
  const search = platform === "all" ? "" : `?platform=${encodeURIComponent(platform)}`;
  return queryOptions({
    queryKey: queryKeys.socialPosts(platform),
    queryFn: () =>
      getJson(`/api/social/posts${search}`, () =>
        import("../../../../shared/social").then((m) => m.socialPostsReplySchema),
      ),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: retryFailures(2),
  });
}

export function useSocialPosts(platform: SocialHubFilter) {
  return useQuery(socialPostsQuery(platform));
}
