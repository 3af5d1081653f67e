import { Check, Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "../../lib/api";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";
import { toast } from "../../lib/toast";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { MarkdownField } from "./markdown-field";

/**
 * The comment forms (a new comment, and editing one in place), in their own chunk with the form
 * library: only signed-in readers see them. Both check the text with the shared schema
 * (createFeedbackCommentSchema, loaded on the first check) and keep it when the server refuses.
 */
const resolver = lazyZodResolver(() =>
  import("../../../shared/feedback").then((m) => m.createFeedbackCommentSchema),
);

function serverMessageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

export interface CommentEditorProps {
  /** Posts the comment; a rejection (429 too fast, 404 gone…) keeps the text. */
  onSubmit: (content: string) => Promise<void>;
}

/** Signed-in readers' comment box: Markdown with a preview. */
export function CommentEditor({ onSubmit }: CommentEditorProps) {
  const form = useForm({ resolver, defaultValues: { content: "" } });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const content = form.watch("content") ?? "";

  const handleSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values.content);
      form.reset({ content: "" });
    } catch (error) {
      const message = serverMessageOf(error, "Failed to post comment");
      setServerError(message);
      toast({ title: "Error", description: message, variant: "destructive" });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-3" aria-label="Comment">
      <MarkdownField
        label="Your comment"
        placeholder="Add to the discussion… Markdown works here."
        value={content}
        error={errors.content?.message}
        {...form.register("content")}
      />
      {serverError ? (
        <p role="alert" className="text-error text-sm">
          {serverError}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <Spinner className="h-4 w-4 text-current" label="Posting" />
          ) : (
            <Send aria-hidden="true" className="h-4 w-4" />
          )}
          Post Comment
        </Button>
      </div>
    </form>
  );
}

/** Edits a comment's Markdown in place; a rejection keeps the text and says why. */
export function CommentEditForm({
  content,
  onSave,
  onCancel,
}: {
  content: string;
  onSave: (content: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm({ resolver, defaultValues: { content } });
  const [serverError, setServerError] = useState<string | null>(null);
  const value = form.watch("content") ?? "";
  const { isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSave(values.content);
    } catch (error) {
      const message = serverMessageOf(error, "Failed to save your changes");
      setServerError(message);
      toast({ title: "Error", description: message, variant: "destructive" });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-3" aria-label="Edit comment">
      <MarkdownField
        label="Edit comment"
        value={value}
        autoFocus
        error={form.formState.errors.content?.message ?? serverError ?? undefined}
        {...form.register("content")}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <Spinner className="h-4 w-4 text-current" label="Saving" />
          ) : (
            <Check aria-hidden="true" className="h-4 w-4" />
          )}
          Save changes
        </Button>
      </div>
    </form>
  );
}
