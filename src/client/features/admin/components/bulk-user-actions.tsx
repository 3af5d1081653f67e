import { Check } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  BULK_USER_ACTIONS,
  type BulkUserAction,
  type BulkUserActionReply,
  bulkUserActionSchema,
  SUSPENSION_REASON_MAX,
} from "../../../../shared/admin-users";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { errorText, localDateTimeToIso, plural } from "../admin-format";
import { useBulkUserAction } from "../hooks/use-admin-users";

const ACTION_LABELS: Record<BulkUserAction, string> = {
  suspend: "Suspend",
  unsuspend: "Lift suspension",
  revokeSessions: "End all sessions",
  verifyEmail: "Verify e-mail",
};

function doneText(action: BulkUserAction, count: number): string {
  if (count === 0) return "No member was changed.";
  const members = plural(count, "member");
  switch (action) {
    case "suspend":
      return `Suspended ${members}.`;
    case "unsuspend":
      return `Lifted the suspension of ${members}.`;
    case "revokeSessions":
      return `Ended the sessions of ${members}.`;
    case "verifyEmail":
      return `Verified the e-mail of ${members}.`;
  }
}

interface Outcome {
  action: BulkUserAction;
  reply: BulkUserActionReply;
}

/**
 * The bulk bar over the members table: one action for every checked member, run by the server
 * in one transaction, then a message saying what was done and what was skipped (and why).
 */
export function BulkUserActions({
  selectedIds,
  usernameOf,
  onDone,
}: {
  selectedIds: readonly number[];
  usernameOf: (id: number) => string;
  onDone: () => void;
}) {
  const actionId = useId();
  const bulk = useBulkUserAction();
  const [action, setAction] = useState<BulkUserAction>("suspend");
  const [until, setUntil] = useState("");
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    setOutcome(null);
    const parsed = bulkUserActionSchema.safeParse({
      ids: selectedIds,
      action,
      ...(action === "suspend" ? { until: localDateTimeToIso(until), reason } : {}),
    });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? "Please check the action");
      return;
    }
    bulk.mutate(parsed.data, {
      onSuccess: (reply) => {
        setOutcome({ action, reply });
        onDone();
      },
    });
  }

  return (
    <div className="mb-4 grid gap-3">
      {selectedIds.length > 0 ? (
        <form
          onSubmit={handleSubmit}
          aria-label="Bulk action"
          noValidate
          className="flex flex-wrap items-end gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3"
        >
          <p className="w-full font-semibold text-sm" aria-live="polite">
            {plural(selectedIds.length, "member")} selected
          </p>
          <div className="grid gap-2">
            <label htmlFor={actionId} className="font-medium text-sm">
              Action
            </label>
            <select
              id={actionId}
              value={action}
              onChange={(event) => setAction(event.target.value as BulkUserAction)}
              className={cn(inputClassName, "w-48 appearance-auto")}
            >
              {BULK_USER_ACTIONS.map((value) => (
                <option key={value} value={value}>
                  {ACTION_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          {action === "suspend" ? (
            <>
              <FormField label="Suspended until" error={fieldError} className="w-56">
                <Input
                  type="datetime-local"
                  value={until}
                  onChange={(event) => setUntil(event.target.value)}
                />
              </FormField>
              <FormField label="Reason (optional)" className="min-w-48 flex-1">
                <Input
                  value={reason}
                  maxLength={SUSPENSION_REASON_MAX}
                  onChange={(event) => setReason(event.target.value)}
                />
              </FormField>
            </>
          ) : fieldError ? (
            <p role="alert" className="w-full text-error text-sm">
              {fieldError}
            </p>
          ) : null}
          <Button type="submit" disabled={bulk.isPending}>
            {bulk.isPending ? (
              <Spinner className="h-4 w-4 text-current" label="Working" />
            ) : (
              <Check aria-hidden="true" className="h-4 w-4" />
            )}
            Apply to {plural(selectedIds.length, "member")}
          </Button>
        </form>
      ) : null}
      {bulk.isError ? (
        <Alert variant="destructive" title="The bulk action failed">
          {errorText(bulk.error, "Nothing was changed. Please try again.")}
        </Alert>
      ) : null}
      {outcome ? (
        <Alert variant="success" title={doneText(outcome.action, outcome.reply.done.length)}>
          {outcome.reply.skipped.length > 0 ? (
            <ul className="list-disc pl-4">
              {outcome.reply.skipped.map((skip) => (
                <li key={skip.id}>
                  Skipped {usernameOf(skip.id)}: {skip.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
