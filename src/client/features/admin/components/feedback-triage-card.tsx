import { Check } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  FEEDBACK_RESPONSE_MAX,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPE_LABELS,
  type FeedbackItem,
  type FeedbackStatus,
  feedbackPath,
  updateFeedbackSchema,
} from "../../../../shared/feedback";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { inputClassName } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { pluralNoun } from "../../../lib/format-number";
import { Link } from "../../../lib/router";
import { errorText, formatCount, formatDateTime } from "../admin-format";
import { useUpdateFeedback } from "../hooks/use-admin-moderation";
import { Badge } from "./admin-states";

/**
 * One feedback item with its status and developer response. Sends only what changed: a new
 * status and a new response each notify the item's author and voters.
 */
export function FeedbackTriageCard({
  item,
  onSaved,
}: {
  item: FeedbackItem;
  onSaved: (id: number) => void;
}) {
  const statusId = useId();
  const update = useUpdateFeedback();
  const [status, setStatus] = useState<FeedbackStatus>(item.status);
  const [response, setResponse] = useState(item.responseFromDev ?? "");
  const [message, setMessage] = useState<{ tone: "success" | "destructive"; text: string } | null>(
    null,
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const patch = {
      ...(status !== item.status ? { status } : {}),
      ...(response.trim() !== (item.responseFromDev ?? "").trim()
        ? { responseFromDev: response }
        : {}),
    };
    const parsed = updateFeedbackSchema.safeParse(patch);
    if (!parsed.success) {
      setMessage({
        tone: "destructive",
        text:
          Object.keys(patch).length === 0
            ? "Nothing has changed"
            : (parsed.error.issues[0]?.message ?? "Please check the response"),
      });
      return;
    }
    update.mutate(
      { id: item.id, patch: parsed.data },
      {
        onSuccess: (saved) => {
          onSaved(saved.id);
          setMessage({
            tone: "success",
            text: `Saved: ${FEEDBACK_STATUS_LABELS[saved.status]}${saved.responseFromDev ? ", with a response" : ""}.`,
          });
        },
        onError: (error) =>
          setMessage({
            tone: "destructive",
            text: errorText(error, "The feedback was not saved."),
          }),
      },
    );
  }

  return (
    <li
      className="grid gap-3 rounded-lg border border-border bg-card p-4"
      aria-label={item.title}
      data-testid="triage-card"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="accent">{FEEDBACK_TYPE_LABELS[item.feedbackType]}</Badge>
        <Badge>{FEEDBACK_STATUS_LABELS[item.status]}</Badge>
        {item.isHidden ? <Badge tone="warn">Hidden</Badge> : null}
        <Link to={feedbackPath(item.id)} className="font-semibold text-primary hover:underline">
          {item.title}
        </Link>
      </div>
      <p className="text-muted-foreground text-xs">
        By {item.userName} · {formatDateTime(item.createdAt)} · {formatCount(item.votes)}{" "}
        {pluralNoun(item.votes, "vote")}
      </p>
      <p className="line-clamp-3 text-sm">{item.description}</p>
      <form
        onSubmit={handleSubmit}
        noValidate
        className="grid gap-3"
        aria-label={`Answer “${item.title}”`}
      >
        {message ? <Alert variant={message.tone}>{message.text}</Alert> : null}
        <div className="grid gap-2 sm:max-w-xs">
          <label htmlFor={statusId} className="font-medium text-sm">
            Status
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as FeedbackStatus)}
            className={cn(inputClassName, "appearance-auto")}
          >
            {FEEDBACK_STATUSES.map((value) => (
              <option key={value} value={value}>
                {FEEDBACK_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label="Developer response"
          description="Markdown; shown on the item and the roadmap."
        >
          <textarea
            rows={3}
            maxLength={FEEDBACK_RESPONSE_MAX}
            value={response}
            onChange={(event) => setResponse(event.target.value)}
            className={cn(inputClassName, "h-auto min-h-20 resize-y")}
          />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? (
              <Spinner className="h-4 w-4 text-current" label="Saving" />
            ) : (
              <Check aria-hidden="true" className="h-4 w-4" />
            )}
            Save
          </Button>
        </div>
      </form>
    </li>
  );
}
