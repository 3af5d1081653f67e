import { zodResolver } from "@hookform/resolvers/zod";
import { Eye } from "lucide-react";
import { useForm } from "react-hook-form";
import {
  NEWSLETTER_ISSUE_LIMITS,
  type NewsletterIssue,
  type NewsletterIssueData,
  type NewsletterIssueInput,
  newsletterIssueSchema,
} from "../../../../shared/admin-newsletter";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import { errorText } from "../admin-format";
import { useSaveIssue } from "../hooks/use-admin-newsletter";

const resolver = zodResolver(newsletterIssueSchema);

/**
 * Writes an issue: subject and Markdown body, saved as a draft, then previewed. The shared
 * schema checks both; what was typed stays on every error.
 */
export function IssueComposeForm({
  draft,
  onSaved,
  onNew,
}: {
  /** The draft being edited, or null for a new issue. */
  draft: NewsletterIssue | null;
  onSaved: (issue: NewsletterIssue) => void;
  onNew: () => void;
}) {
  const save = useSaveIssue();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewsletterIssueInput, unknown, NewsletterIssueData>({
    resolver,
    defaultValues: { subject: draft?.subject ?? "", body: draft?.body ?? "" },
  });

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: draft?.id ?? null, input },
      {
        onSuccess: (issue) => {
          toast({ title: "Draft saved", description: "The preview shows it as subscribers will." });
          onSaved(issue);
        },
      },
    ),
  );

  return (
    <Card className="p-5" role="region" aria-labelledby="compose-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="compose-heading" className="font-bold font-display text-xl uppercase">
          {draft ? "Edit draft" : "New issue"}
        </h2>
        {draft ? (
          <Button variant="ghost" size="sm" onClick={onNew}>
            Start a new issue
          </Button>
        ) : null}
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Compose an issue">
        {save.isError ? (
          <Alert variant="destructive" title="The draft was not saved">
            {errorText(save.error, "Please try again.")}
          </Alert>
        ) : null}
        <FormField label="Subject" error={errors.subject?.message}>
          <Input maxLength={NEWSLETTER_ISSUE_LIMITS.subjectMax} {...register("subject")} />
        </FormField>
        <FormField
          label="Body"
          error={errors.body?.message}
          description="Markdown: **bold**, _italic_, lists, [links](https://…). Each e-mail ends with the subscriber's own unsubscribe link."
        >
          <textarea
            rows={12}
            className={cn(inputClassName, "h-auto min-h-48 resize-y font-mono")}
            {...register("body")}
          />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? (
              <Spinner className="h-4 w-4 text-current" label="Saving" />
            ) : (
              <Eye aria-hidden="true" className="h-4 w-4" />
            )}
            Save draft and preview
          </Button>
        </div>
      </form>
    </Card>
  );
}
