import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminPostStatusFilter,
  adminPostDetailSchema,
  adminPostsReplySchema,
  type BulkPostActionInput,
  bulkPostActionReplySchema,
} from "../../../../shared/admin-posts";
import type { BlogPost } from "../../../../shared/blog";
import { getJson, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The admin's reads and writes of news posts, shared by the editor and the admin panel. */

function listUrl(filters: { q: string; status: AdminPostStatusFilter }, cursor: string | null) {
  const search = new URLSearchParams();
  if (filters.q) search.set("q", filters.q);
  if (filters.status !== "all") search.set("status", filters.status);
  if (cursor) search.set("cursor", cursor);
  const text = search.toString();
  return `/api/admin/posts${text ? `?${text}` : ""}`;
}

/** GET /api/admin/posts: every post (drafts and scheduled ones too), by cursor pages. */
export function useAdminPosts(filters: { q: string; status: AdminPostStatusFilter }) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminPosts.list(filters),
    queryFn: ({ pageParam }) => getJson(listUrl(filters, pageParam), adminPostsReplySchema),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 5_000,
  });
}

/** GET /api/admin/posts/{id}: the post the editor edits; off while `id` is null. */
export function useAdminPost(id: number | null) {
  return useQuery({
    queryKey: queryKeys.adminPosts.one(id ?? 0),
    queryFn: () => getJson(`/api/admin/posts/${id}`, adminPostDetailSchema),
    enabled: id !== null,
    // The form is filled once; a refetch would not change what the admin is typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** After a post changes: the public lists, categories, and the admin's lists and log. */
export function useRefreshPosts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.blog.all, queryKeys.categories.all, queryKeys.adminPosts.all, ["/api/admin"]].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** PUT /api/blog/{id} with only the fields given (featuring sends just `isFeatured`). */
export function useUpdatePost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: Record<string, unknown> }) =>
      sendJson<BlogPost>("PUT", `/api/blog/${id}`, changes),
    onSettled: () => refresh(),
  });
}

/** DELETE /api/blog/{id}. */
export function useDeletePost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: (id: number) => sendJson("DELETE", `/api/blog/${id}`),
    onSettled: () => refresh(),
  });
}

/** POST /api/admin/posts/bulk: one action on the checked posts, in one transaction. */
export function useBulkPostAction() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: async (input: BulkPostActionInput) =>
      bulkPostActionReplySchema.parse(await sendJson("POST", "/api/admin/posts/bulk", input)),
    onSettled: () => refresh(),
  });
}
