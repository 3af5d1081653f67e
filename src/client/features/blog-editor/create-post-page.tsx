import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, PenSquare } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { type CreatePostInput, createPostSchema } from "../../../shared/blog";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { FormField } from "../../components/ui/form-field";
import { Input, inputClassName } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { PageHeader } from "../../components/ui/page-header";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useUser } from "../auth/use-user";
import { useBlogCategories } from "../blog-categories/use-blog-categories";
import { useCreatePost } from "./use-create-post";

type CreatePostFormValues = z.input<typeof createPostSchema>;

/** The author is the signed-in admin unless another user's id is entered; published by default. */
function defaultValues(adminId: number | undefined): CreatePostFormValues {
  return {
    title: "",
    content: "",
    excerpt: "",
    imageUrl: "",
    category: "",
    authorId: adminId,
    published: true,
  };
}

const CATEGORY_LIST_ID = "blog-category-options";
const AUTHOR_ID_ERROR = "Please enter a valid author ID.";

/** Create blog post (/blog/new, admins only: the router's guard checks). */
export function CreatePostPage() {
  const navigate = useNavigate();
  const { user } = useUser();
  const categories = useBlogCategories();
  const createPost = useCreatePost(() => navigate("/blog"));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreatePostFormValues, unknown, CreatePostInput>({
    resolver: zodResolver(createPostSchema),
    // The admin guard has loaded the user before this page renders.
    defaultValues: defaultValues(user?.id),
  });

  // On failure the mutation only toasts; the form keeps every value for another try.
  const handleCreate = handleSubmit((values) =>
    createPost.mutate(values, {
      onError: (error) => {
        // An author ID that names no user is shown under its field too.
        if (error instanceof ApiError && error.serverMessage === AUTHOR_ID_ERROR) {
          setError("authorId", { message: AUTHOR_ID_ERROR });
        }
      },
    }),
  );
  const isPending = createPost.isPending;

  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8 lg:py-12">
      <Breadcrumb current="Create Blog Post" />
      <PageHeader
        eyebrow="Admin"
        title="Create Blog Post"
        description="Write a new article for the GameHub newsroom."
      />
      <Card className="p-5 sm:p-8">
        <form noValidate onSubmit={handleCreate} className="grid gap-6" aria-busy={isPending}>
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
          </div>

          <div className="flex flex-col-reverse gap-3 border-border border-t pt-6 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={() => navigate("/blog")}
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
              {isPending ? "Creating..." : "Create Post"}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
