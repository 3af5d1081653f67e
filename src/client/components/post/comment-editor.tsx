import { useState } from "react";
import { useForm } from "react-hook-form";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";
import { toast } from "../../lib/toast";
import { MarkdownEditForm } from "./markdown-edit-form";
import { MarkdownField } from "./markdown-field";
import { PostFormError, PostSubmitRow, serverMessageOf } from "./post-form-parts";

/**
 * The comment forms (a new comment, and editing one in place), in their own chunk with the form
 * library: only signed-in readers see them. Both check the text with the shared schema
 * (createFeedbackCommentSchema, loaded on the first check) and keep it when the server refuses.
 */
const resolver = lazyZodResolver(() =>
  import("../../../shared/feedback").then((m) => m.createFeedbackCommentSchema),
);

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
      <PostFormError message={serverError} />
      <PostSubmitRow isSubmitting={isSubmitting}>Post Comment</PostSubmitRow>
    </form>
  );
}

/** Edits a comment's Markdown in place; a rejection keeps the text and says why. */
export function CommentEditForm(props: {
  content: string;
  onSave: (content: string) => Promise<void>;
  onCancel: () => void;
}) {
  return <MarkdownEditForm resolver={resolver} label="Edit comment" announcesFailure {...props} />;
}
