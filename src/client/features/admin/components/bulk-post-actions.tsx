import { Check } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  BULK_POST_ACTIONS,
  type BulkPostAction,
  type BulkPostActionReply,
} from "../../../../shared/admin-posts";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { inputClassName } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { useBulkPostAction } from "../../blog/hooks/use-admin-posts";
import { errorText, plural } from "../admin-format";

const ACTION_LABELS: Record<BulkPostAction, string> = {
  feature: "Feature",
  unfeature: "Unfeature",
  publish: "Publish",
  unpublish: "Unpublish (back to draft)",
  delete: "Delete",
};

const DONE_VERBS: Record<BulkPostAction, string> = {
  feature: "Featured",
  unfeature: "Unfeatured",
  publish: "Published",
  unpublish: "Unpublished",
  delete: "Deleted",
};

/**
 * The bulk bar over the news posts table: one action for every checked post, run by the
 * server in one transaction, then what was done and what was skipped (and why).
 */
export function BulkPostActions({
  selectedIds,
  titleOf,
  onDone,
}: {
  selectedIds: readonly number[];
  titleOf: (id: number) => string;
  onDone: () => void;
}) {
  const actionId = useId();
  const bulk = useBulkPostAction();
  const [action, setAction] = useState<BulkPostAction>("feature");
  const [outcome, setOutcome] = useState<{ action: BulkPostAction; reply: BulkPostActionReply }>();
  // Deleting asks twice: the first press turns the button into the confirmation.
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(undefined);
    if (action === "delete" && !confirmingDelete) {
      setConfirmingDelete(true);
      return;
    }
    setConfirmingDelete(false);
    bulk.mutate(
      { ids: [...selectedIds], action },
      {
        onSuccess: (reply) => {
          setOutcome({ action, reply });
          onDone();
        },
      },
    );
  }

  return (
    <div className="mb-4 grid gap-3">
      {selectedIds.length > 0 ? (
        <form
          onSubmit={handleSubmit}
          aria-label="Bulk action on posts"
          className="flex flex-wrap items-end gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3"
        >
          <p className="w-full font-semibold text-sm" aria-live="polite">
            {plural(selectedIds.length, "post")} selected
          </p>
          <div className="grid gap-2">
            <label htmlFor={actionId} className="font-medium text-sm">
              Action
            </label>
            <select
              id={actionId}
              value={action}
              onChange={(event) => {
                setAction(event.target.value as BulkPostAction);
                setConfirmingDelete(false);
              }}
              className={cn(inputClassName, "w-56 appearance-auto")}
            >
              {BULK_POST_ACTIONS.map((value) => (
                <option key={value} value={value}>
                  {ACTION_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <Button
            type="submit"
            disabled={bulk.isPending}
            variant={confirmingDelete ? "destructive" : "primary"}
          >
            {bulk.isPending ? (
              <Spinner className="h-4 w-4 text-current" label="Working" />
            ) : (
              <Check aria-hidden="true" className="h-4 w-4" />
            )}
            {confirmingDelete
              ? `Confirm: delete ${plural(selectedIds.length, "post")}`
              : `Apply to ${plural(selectedIds.length, "post")}`}
          </Button>
        </form>
      ) : null}
      {bulk.isError ? (
        <Alert variant="destructive" title="The bulk action failed">
          {errorText(bulk.error, "Nothing was changed. Please try again.")}
        </Alert>
      ) : null}
      {outcome ? (
        <Alert
          variant="success"
          title={
            outcome.reply.done.length === 0
              ? "No post was changed."
              : `${DONE_VERBS[outcome.action]} ${plural(outcome.reply.done.length, "post")}.`
          }
        >
          {outcome.reply.skipped.length > 0 ? (
            <ul className="list-disc pl-4">
              {outcome.reply.skipped.map((skip) => (
                <li key={skip.id}>
                  Skipped {titleOf(skip.id)}: {skip.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
