import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, PenSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import type { AdminPostDetail } from "../../../../shared/admin-posts";
import { type CreatePostInput, createPostSchema } from "../../../../shared/blog";
import { useUser } from "../../../app/session/use-user";
import { Alert } from "../../../components/ui/alert";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { PageHeader } from "../../../components/ui/page-header";
import { Skeleton } from "../../../components/ui/skeleton";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useNavigate, useSearchParams } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { useAdminPost, useUpdatePost } from "../hooks/use-admin-posts";
import { useBlogCategories } from "../hooks/use-blog-categories";
import { useCreatePost } from "../hooks/use-create-post";
import { fromLocalInputValue, scheduledText, toLocalInputValue } from "../publish-time";

/** The form holds "Publish at" as the local text of its date-time field; submit makes it ISO. */
const postFormSchema = createPostSchema.extend({ publishAt: z.string().optional() });
type PostFormValues = z.input<typeof postFormSchema>;
type PostFormOutput = z.output<typeof postFormSchema>;

/** The author is the signed-in admin unless another user's id is entered; published by default. */
function defaultValues(adminId: number | undefined): PostFormValues {
  return {
    title: "",
    content: "",
    excerpt: "",
    imageUrl: "",
    category: "",
    authorId: adminId,
    published: true,
    isFeatured: false,
    publishAt: "",
  };
}

/** The form filled with the post being edited. */
function editValues(post: AdminPostDetail): PostFormValues {
  return {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    imageUrl: post.imageUrl ?? "",
    category: post.category,
    authorId: post.authorId ?? undefined,
    published: post.published,
    isFeatured: post.isFeatured,
    publishAt: toLocalInputValue(post.publishedAt),
  };
}

const CATEGORY_LIST_ID = "blog-category-options";
const AUTHOR_ID_ERROR = "Please enter a valid author ID.";
const UPDATE_POST_FALLBACK_ERROR = "Failed to update blog post.";
/** Where an edit returns to: the admin panel's news posts. */
export const ADMIN_POSTS_PATH = "/admin/content#news-posts";

/** `?edit=<id>` names the post to edit; anything else is the create page. */
function editIdOf(value: string | null): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * Create blog post (/blog/new, admins only: the router's guard checks), and edit one
 * (/blog/new?edit=<id>): the same form, filled with the post and saved with PUT.
 */
export function CreatePostPage() {
  const [searchParams] = useSearchParams();
  const editId = editIdOf(searchParams.get("edit"));
  const existing = useAdminPost(editId);
  if (editId === null) return <PostEditor post={null} />;
  if (existing.data) return <PostEditor key={existing.data.id} post={existing.data} />;
  return (
    <EditorFrame editing>
      {existing.isError ? (
        <Alert variant="destructive" title="This post could not be loaded">
          {existing.error instanceof ApiError && existing.error.serverMessage
            ? existing.error.serverMessage
            : "Please try again."}
        </Alert>
      ) : (
        <div role="status" aria-label="Loading the post" className="grid gap-4">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </EditorFrame>
  );
}

function EditorFrame({ editing, children }: { editing: boolean; children: ReactNode }) {
  const heading = editing ? "Edit Blog Post" : "Create Blog Post";
  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8 lg:py-12">
      <Breadcrumb current={heading} />
      <PageHeader
        eyebrow="Admin"
        title={heading}
        description={
          editing
            ? "Change, feature or schedule an article of the GameHub newsroom."
            : "Write a new article for the GameHub newsroom."
        }
      />
      <Card className="p-5 sm:p-8">{children}</Card>
    </div>
  );
}

function PostEditor({ post }: { post: AdminPostDetail | null }) {
  const navigate = useNavigate();
  const { user } = useUser();
  const categories = useBlogCategories();
  const createPost = useCreatePost(() => navigate("/blog"));
  const updatePost = useUpdatePost();
  const initialPublishAt = post ? toLocalInputValue(post.publishedAt) : "";
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<PostFormValues, unknown, PostFormOutput>({
    resolver: zodResolver(postFormSchema),
    // The admin guard has loaded the user before this page renders.
    defaultValues: post ? editValues(post) : defaultValues(user?.id),
  });

  const onError = (error: unknown) => {
    // An author ID that names no user is shown under its field too.
    if (error instanceof ApiError && error.serverMessage === AUTHOR_ID_ERROR) {
      setError("authorId", { message: AUTHOR_ID_ERROR });
    }
  };

  // On failure the mutation only toasts; the form keeps every value for another try.
  const handleSave = handleSubmit(({ publishAt, ...values }) => {
    if (!post) {
      // Only what differs from the defaults is added: an unfeatured post sends no flag.
      const { isFeatured, ...rest } = values;
      const input: CreatePostInput = {
        ...rest,
        ...(isFeatured ? { isFeatured } : {}),
        publishAt: fromLocalInputValue(publishAt),
      };
      createPost.mutate(input, { onError });
      return;
    }
    // An untouched time keeps the post's date; an emptied one publishes it now.
    const changedPublishAt =
      publishAt === initialPublishAt
        ? undefined
        : (fromLocalInputValue(publishAt) ?? new Date().toISOString());
    updatePost.mutate(
      { id: post.id, changes: { ...values, publishAt: changedPublishAt } },
      {
        onSuccess: (saved) => {
          const scheduled = scheduledText(saved?.createdAt);
          toast({
            title: "Success!",
            description: scheduled ? `${scheduled}.` : "Blog post updated successfully.",
          });
          navigate(ADMIN_POSTS_PATH);
        },
        onError: (error) => {
          onError(error);
          const message =
            error instanceof ApiError ? (error.serverMessage ?? UPDATE_POST_FALLBACK_ERROR) : null;
          toast({
            title: "Error",
            description: message ?? UPDATE_POST_FALLBACK_ERROR,
            variant: "destructive",
          });
        },
      },
    );
  });
  const isPending = createPost.isPending || updatePost.isPending;
  const publishHint = scheduledText(fromLocalInputValue(watch("publishAt")));

  return (
    <EditorFrame editing={post !== null}>
      <form noValidate onSubmit={handleSave} className="grid gap-6" aria-busy={isPending}>
        <FormField label="Title" error={errors.title?.message}>
          <Input placeholder="Enter the post title" {...register("title")} />
        </FormField>

        <FormField
          label="Content"
          error={errors.content?.message}
          description="HTML is allowed; it is sanitised on the server before it is stored."
        >
          <textarea
            rows={12}
            placeholder="Write your post…"
            className={cn(inputClassName, "h-auto min-h-64 resize-y font-mono leading-relaxed")}
            {...register("content")}
          />
        </FormField>

        <FormField label="Excerpt" error={errors.excerpt?.message}>
          <textarea
            rows={3}
            placeholder="A short summary shown on cards and in search results"
            className={cn(inputClassName, "h-auto resize-y")}
            {...register("excerpt")}
          />
        </FormField>

        <div className="grid gap-6 md:grid-cols-2">
          <FormField label="Image URL" error={errors.imageUrl?.message}>
            <Input
              type="url"
              inputMode="url"
              placeholder="https://example.com/image.webp"
              {...register("imageUrl")}
            />
          </FormField>

          <FormField
            label="Category"
            error={errors.category?.message}
            description="Pick an existing category or type a new one."
          >
            <Input
              list={CATEGORY_LIST_ID}
              autoComplete="off"
              placeholder="e.g. Reviews"
              {...register("category")}
            />
          </FormField>
          <datalist id={CATEGORY_LIST_ID}>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.name} />
            ))}
          </datalist>

          <FormField
            label="Author ID"
            error={errors.authorId?.message}
            description="The user credited as the author (it must exist); it starts as you, the signed-in admin."
          >
            <Input type="number" inputMode="numeric" min={1} step={1} {...register("authorId")} />
          </FormField>

          <div className="flex items-center gap-3 self-center pt-2 md:pt-6">
            <Controller
              control={control}
              name="published"
              render={({ field }) => (
                <Checkbox
                  id="blog-post-published"
                  name={field.name}
                  checked={field.value ?? true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            <Label htmlFor="blog-post-published">Published</Label>
          </div>

          <FormField
            label="Publish at"
            error={errors.publishAt?.message}
            description={
              publishHint ??
              "Empty means now; a later time schedules the post (only admins see it until then)."
            }
          >
            <Input type="datetime-local" {...register("publishAt")} />
          </FormField>

          <div className="flex items-center gap-3 self-center pt-2 md:pt-6">
            <Controller
              control={control}
              name="isFeatured"
              render={({ field }) => (
                <Checkbox
                  id="blog-post-featured"
                  name={field.name}
                  checked={field.value ?? false}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            <Label htmlFor="blog-post-featured">Featured</Label>
          </div>
        </div>

        <div className="flex flex-col-reverse gap-3 border-border border-t pt-6 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            onClick={() => navigate(post ? ADMIN_POSTS_PATH : "/blog")}
            disabled={isPending}
            className="w-full sm:w-auto"
          >
            Cancel
          </Button>
          <Button type="submit" disabled={isPending} className="w-full sm:w-auto">
            {isPending ? (
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
            ) : (
              <PenSquare aria-hidden="true" className="h-4 w-4" />
            )}
            {post
              ? isPending
                ? "Saving..."
                : "Save Changes"
              : isPending
                ? "Creating..."
                : "Create Post"}
          </Button>
        </div>
      </form>
    </EditorFrame>
  );
}
