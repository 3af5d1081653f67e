import { Check } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { parseTagInput } from "../../../../shared/forum";
import { MarkdownField } from "../../../components/post/markdown-field";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";

function serverErrorOf(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || "Failed to save your changes";
}

function FormButtons({ isSaving, onCancel }: { isSaving: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={isSaving}>
        {isSaving ? (
          <Spinner className="h-4 w-4 text-current" label="Saving" />
        ) : (
          <Check aria-hidden="true" className="h-4 w-4" />
        )}
        Save changes
      </Button>
    </div>
  );
}

const replyResolver = lazyZodResolver(() =>
  import("../../../../shared/forum").then((m) => m.updateReplySchema),
);

/** Edits a reply's Markdown in place; a rejection keeps the text and says why. */
export function ReplyEditForm({
  content,
  onSave,
  onCancel,
}: {
  content: string;
  onSave: (content: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm({ resolver: replyResolver, defaultValues: { content } });
  const [serverError, setServerError] = useState<string | null>(null);
  const value = form.watch("content") ?? "";

  const handleSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSave(values.content);
    } catch (error) {
      setServerError(serverErrorOf(error));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-3" aria-label="Edit reply">
      <MarkdownField
        label="Edit reply"
        value={value}
        autoFocus
        error={form.formState.errors.content?.message ?? serverError ?? undefined}
        {...form.register("content")}
      />
      <FormButtons isSaving={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
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
      setServerError(serverErrorOf(error));
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
      {serverError ? (
        <p role="alert" className="text-error text-sm">
          {serverError}
        </p>
      ) : null}
      <FormButtons isSaving={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
