import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type FieldError, useForm } from "react-hook-form";
import {
  type ForumCategory,
  MISSING_INFORMATION_MESSAGE,
  MISSING_INFORMATION_TITLE,
  threadPath,
} from "../../../../shared/forum";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import { DialogActions, FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { useNavigate } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { announceEarnedPoints } from "../../gamification/award-reply";
import { createErrorMessage, useCreateThread } from "../hooks/use-create-thread";
import { NewDiscussionTrigger } from "./new-discussion-trigger";

interface NewDiscussionDialogProps extends DeferredPartProps {
  categories: readonly ForumCategory[];
  /** The category the list is filtered by, chosen for the member to start with. */
  defaultCategoryId: number | "all";
}

interface NewDiscussionValues {
  title: string;
  content: string;
  categoryId: string;
  tags: string;
}

const resolver = lazyZodResolver(() =>
  import("../new-discussion-form").then((m) => m.newDiscussionFormSchema),
);

/** A list-valued field's message: the field's own, or its first item's ("tags.2"). */
function messageOf(error: unknown): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return error.map(messageOf).find(Boolean);
  return (error as FieldError).message;
}

/**
 * The New Discussion dialog, loaded when its button is first used. Title, content and category
 * are required ('Missing Information' before anything is sent); then the shared schema checks
 * the lengths and the tags. What was typed stays on every error; success closes, resets,
 * refreshes the lists and opens the new discussion.
 */
export function NewDiscussionDialog({ categories, defaultCategoryId }: NewDiscussionDialogProps) {
  const [isOpen, setIsOpen] = useState(true);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateThread();
  const defaultValues: NewDiscussionValues = {
    title: "",
    content: "",
    categoryId: defaultCategoryId === "all" ? "" : String(defaultCategoryId),
    tags: "",
  };
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<NewDiscussionValues, unknown, Parameters<typeof create.mutate>[0]>({
    // The form keeps tags as typed text; the schema turns them into the list the server takes.
    resolver: resolver as never,
    defaultValues,
  });

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) {
      reset(defaultValues);
      create.reset();
    }
  }

  function handleCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const values = getValues();
    const missing = (
      [
        ["title", values.title, "Title is required"],
        ["content", values.content, "Content is required"],
        ["categoryId", values.categoryId, "Please choose a category"],
      ] as const
    ).filter(([, value]) => value.trim() === "");
    if (missing.length > 0) {
      clearErrors();
      // The modal hides the page from screen readers: the fields say it too.
      for (const [name, , message] of missing) setError(name, { message });
      toast({
        title: MISSING_INFORMATION_TITLE,
        description: MISSING_INFORMATION_MESSAGE,
        variant: "destructive",
      });
      return;
    }
    void handleSubmit((input) => {
      create.mutate(input, {
        onSuccess: (created) => {
          toast({
            title: "Discussion Created",
            description: "Your discussion has been posted to the forum.",
          });
          void announceEarnedPoints(queryClient, created.award, "starting a discussion");
          handleOpenChange(false);
          void navigate(threadPath(created.id));
        },
        onError: (error) => {
          toast({ title: "Error", description: createErrorMessage(error), variant: "destructive" });
        },
      });
    })(event);
  }

  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<NewDiscussionTrigger />}
      title="Start a New Discussion"
      description="Ask a question, share a tip or start a debate. Starting a discussion earns the category's points."
    >
      <form onSubmit={handleCreate} noValidate className="grid gap-4">
        <FormField label="Title" error={errors.title?.message}>
          <Input placeholder="What do you want to talk about?" {...register("title")} />
        </FormField>
        <FormField
          label="Content"
          error={errors.content?.message}
          description="Markdown is supported: **bold**, _italic_, lists, links and `code`."
        >
          <textarea
            rows={8}
            placeholder="Share your thoughts..."
            className={cn(inputClassName, "h-auto min-h-40 resize-y")}
            {...register("content")}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Category" error={errors.categoryId?.message}>
            <select className={cn(inputClassName, "cursor-pointer")} {...register("categoryId")}>
              <option value="">Select a category</option>
              {categories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label="Tags"
            error={messageOf(errors.tags)}
            description="Separate tags with commas (up to 5)."
          >
            <Input placeholder="e.g. rpg, tips, co-op" {...register("tags")} />
          </FormField>
        </div>
        <DialogActions isPending={create.isPending} pendingLabel="Creating">
          Create Discussion
        </DialogActions>
      </form>
    </FormDialogFrame>
  );
}
