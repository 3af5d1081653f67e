import { useState } from "react";
import { useForm } from "react-hook-form";
import { parseTagInput } from "../../../../shared/forum";
import { MarkdownEditForm } from "../../../components/post/markdown-edit-form";
import { MarkdownField } from "../../../components/post/markdown-field";
import {
  EditFormButtons,
  PostFormError,
  serverMessageOf,
} from "../../../components/post/post-form-parts";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";

const replyResolver = lazyZodResolver(() =>
  import("../../../../shared/forum").then((m) => m.updateReplySchema),
);

/** Edits a reply's Markdown in place; a rejection keeps the text and says why. */
export function ReplyEditForm(props: {
  content: string;
  onSave: (content: string) => Promise<void>;
  onCancel: () => void;
}) {
  return <MarkdownEditForm resolver={replyResolver} label="Edit reply" {...props} />;
}

interface ThreadEditValues {
  title: string;
  content: string;
  tags: string;
}

/** Edits a discussion's title, opening post and tags (comma-separated, as when starting one). */
export function ThreadEditForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: { title: string; content: string; tags: string[] };
  onSave: (patch: { title: string; content: string; tags: string[] }) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<ThreadEditValues>({
    defaultValues: { ...initial, tags: initial.tags.join(", ") },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof ThreadEditValues, string>>>(
    {},
  );
  const value = form.watch("content") ?? "";

  const handleSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    // The shared schema checks the fields (with its messages) before anything is sent.
    const { updateThreadSchema } = await import("../../../../shared/forum");
    const patch = {
      title: values.title,
      content: values.content,
      tags: parseTagInput(values.tags),
    };
    const parsed = updateThreadSchema.safeParse(patch);
    if (!parsed.success) {
      const errors: Partial<Record<keyof ThreadEditValues, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "title" || field === "content" || field === "tags") {
          errors[field] ??= issue.message;
        }
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    try {
      await onSave(patch);
    } catch (error) {
      setServerError(serverMessageOf(error, "Failed to save your changes"));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4" aria-label="Edit discussion">
      <FormField label="Title" error={fieldErrors.title}>
        <Input autoFocus {...form.register("title")} />
      </FormField>
      <MarkdownField
        label="Opening post"
        value={value}
        error={fieldErrors.content}
        {...form.register("content")}
      />
      <FormField label="Tags (comma-separated)" error={fieldErrors.tags}>
        <Input {...form.register("tags")} />
      </FormField>
      <PostFormError message={serverError} />
      <EditFormButtons isSaving={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
