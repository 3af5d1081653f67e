import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlogPost, CreatePostInput } from "../../../../shared/blog";
import { ApiError, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { scheduledText } from "../publish-time";

/** The error toast's text when the server gives no reason. */
export const CREATE_POST_FALLBACK_ERROR = "Failed to create blog post.";

function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? CREATE_POST_FALLBACK_ERROR;
  return CREATE_POST_FALLBACK_ERROR;
}

/**
 * Creating a post: submitting, then a success toast, the blog list refreshed and
 * `onCreated` (the page goes to /blog), or an error toast with the form left as it was.
 */
export function useCreatePost(onCreated: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePostInput) => sendJson<BlogPost>("POST", "/api/blog", input),
    onSuccess: (post) => {
      // A post published for a later time says when it goes public.
      const scheduled = scheduledText(post?.createdAt);
      toast({
        title: "Success!",
        description: scheduled ? `${scheduled}.` : "Blog post created successfully.",
      });
      // Category counts and latest posts change too; their keys do not start with /api/blog.
      void queryClient.invalidateQueries({ queryKey: queryKeys.blog.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories.all });
      onCreated();
    },
    onError: (error) => {
      toast({ title: "Error", description: errorMessage(error), variant: "destructive" });
    },
  });
}
