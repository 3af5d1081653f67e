import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { toast } from "../../lib/toast";
import { MarkdownField } from "./markdown-field";
import { EditFormButtons, serverMessageOf } from "./post-form-parts";

interface MarkdownEditFormProps {
  /** The shared schema's check of `{ content }`, loaded on the first check. */
  resolver: Resolver<{ content: string }, unknown, { content: string }>;
  content: string;
  /** The field's label and the form's name: "Edit reply". */
  label: string;
  onSave: (content: string) => Promise<void>;
  onCancel: () => void;
  /** Also says a refusal in a toast (the feedback hub does; the forum shows it under the field). */
  announcesFailure?: boolean;
}

/** Edits a post's Markdown in place; a rejection keeps the text and says why. */
export function MarkdownEditForm({
  resolver,
  content,
  label,
  onSave,
  onCancel,
  announcesFailure = false,
}: MarkdownEditFormProps) {
  const form = useForm({ resolver, defaultValues: { content } });
  const [serverError, setServerError] = useState<string | null>(null);
  const value = form.watch("content") ?? "";

  const handleSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSave(values.content);
    } catch (error) {
      const message = serverMessageOf(error, "Failed to save your changes");
      setServerError(message);
      if (announcesFailure) toast({ title: "Error", description: message, variant: "destructive" });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-3" aria-label={label}>
      <MarkdownField
        label={label}
        value={value}
        autoFocus
        error={form.formState.errors.content?.message ?? serverError ?? undefined}
        {...form.register("content")}
      />
      <EditFormButtons isSaving={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
