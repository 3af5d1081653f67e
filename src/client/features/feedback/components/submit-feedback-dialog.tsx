import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  type CreatedFeedbackReply,
  type CreateFeedback,
  createFeedbackSchema,
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_PRIORITIES,
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_SUBMIT_FAILED_TITLE,
  FEEDBACK_SUBMITTED_MESSAGE,
  FEEDBACK_SUBMITTED_TITLE,
  FEEDBACK_TITLE_MAX,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
} from "../../../../shared/feedback";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import { DialogActions, FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { ApiError, sendJson } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { announceEarnedPoints } from "../../gamification/award-reply";
import { SubmitFeedbackTrigger } from "./submit-feedback-trigger";

/** What the form holds: every field as the controls give it ('' for an unchosen select). */
interface SubmitFeedbackValues {
  title: string;
  feedbackType: string;
  description: string;
  category: string;
  priority: string;
}

const DEFAULT_VALUES: SubmitFeedbackValues = {
  title: "",
  feedbackType: "",
  description: "",
  category: "",
  priority: "medium",
};

/**
 * This chunk is the dialog's own, loaded when its button is first used, so zod comes with it
 * anyway: the schema is imported directly and the resolver (the hook-form adapter) lazily.
 */
const resolver = lazyZodResolver(async () => createFeedbackSchema);

const SUBMIT_FAILED_MESSAGE = "Your feedback could not be sent. Please try again.";

function submitErrorMessage(error: unknown): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? SUBMIT_FAILED_MESSAGE;
}

/**
 * The Submit Feedback dialog. The shared schema checks every field before anything is sent
 * (messages under the fields); the game is sent as null. Success closes and resets the form
 * and refreshes every feedback list; a refused submit keeps the dialog open with what was typed.
 */
export function SubmitFeedbackDialog(_props: DeferredPartProps) {
  const [isOpen, setIsOpen] = useState(true);
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: (input: CreateFeedback) =>
      sendJson<CreatedFeedbackReply>("POST", "/api/community-feedback", input),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SubmitFeedbackValues, unknown, CreateFeedback>({
    // The form's strings are the schema's input (an empty select is none, or required).
    resolver: resolver as never,
    defaultValues: DEFAULT_VALUES,
  });

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) {
      reset(DEFAULT_VALUES);
      submit.reset();
    }
  }

  const handleValid = (input: CreateFeedback) => {
    if (submit.isPending) return;
    submit.mutate(
      { ...input, gameId: null },
      {
        onSuccess: (created) => {
          toast({ title: FEEDBACK_SUBMITTED_TITLE, description: FEEDBACK_SUBMITTED_MESSAGE });
          void announceEarnedPoints(queryClient, created.award, "submitting feedback");
          void queryClient.invalidateQueries({ queryKey: queryKeys.feedback.all });
          handleOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: FEEDBACK_SUBMIT_FAILED_TITLE,
            description: submitErrorMessage(error),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<SubmitFeedbackTrigger />}
      title="Submit Feedback"
      description="Report a bug, suggest a feature or tell us what you think. The community can vote on it and the team answers here."
    >
      <form onSubmit={handleSubmit(handleValid)} noValidate className="grid gap-4">
        <FormField label="Title" error={errors.title?.message}>
          <Input
            placeholder="Brief summary of your feedback"
            maxLength={FEEDBACK_TITLE_MAX}
            {...register("title")}
          />
        </FormField>
        <FormField label="Feedback Type" error={errors.feedbackType?.message}>
          <select className={cn(inputClassName, "cursor-pointer")} {...register("feedbackType")}>
            <option value="">Select a type</option>
            {FEEDBACK_TYPES.map((type) => (
              <option key={type} value={type}>
                {FEEDBACK_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label="Description"
          error={errors.description?.message}
          description="Markdown is supported: **bold**, _italic_, lists, links and `code`."
        >
          <textarea
            rows={4}
            maxLength={FEEDBACK_DESCRIPTION_MAX}
            placeholder="Describe your feedback in detail..."
            className={cn(inputClassName, "h-auto min-h-28 resize-y")}
            {...register("description")}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Category (optional)" error={errors.category?.message}>
            <select className={cn(inputClassName, "cursor-pointer")} {...register("category")}>
              <option value="">No category</option>
              {FEEDBACK_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {FEEDBACK_CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Priority" error={errors.priority?.message}>
            <select className={cn(inputClassName, "cursor-pointer")} {...register("priority")}>
              {FEEDBACK_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {FEEDBACK_PRIORITY_LABELS[priority]}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        {submit.isError ? (
          // The toast sits behind the modal, hidden from screen readers while it is open:
          // the dialog says it too.
          <p
            role="alert"
            data-testid="submit-feedback-error"
            className="rounded-lg border border-destructive/60 bg-destructive/10 px-3 py-2 font-medium text-red-300 text-sm"
          >
            {submitErrorMessage(submit.error)}
          </p>
        ) : null}
        <DialogActions isPending={submit.isPending} pendingLabel="Submitting">
          Submit Feedback
        </DialogActions>
      </form>
    </FormDialogFrame>
  );
}
