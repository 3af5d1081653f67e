import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, GitMerge, Search, ShieldCheck, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  type FeedbackItemReply,
  type FeedbackStatus,
  feedbackListReplySchema,
  feedbackPath,
  updateFeedbackSchema,
} from "../../../../shared/feedback";
import { MarkdownField } from "../../../components/post/markdown-field";
import { useDebouncedValue } from "../../../components/search-field";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError, getJson } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { queryKeys } from "../../../lib/query-keys";
import { useNavigate } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { feedbackIdOf, feedbackItemQuery } from "../hooks/use-feedback-item";
import type { FeedbackMutations } from "../hooks/use-feedback-mutations";

/**
 * The team's controls on a feedback page: status, the one developer response, merging a
 * duplicate. Admins only (the server checks the role on every write); this module is its own
 * chunk, so members and visitors never download it.
 */

function serverMessageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

interface TeamPanelProps {
  item: FeedbackItemReply;
  mutations: FeedbackMutations;
}

export function TeamPanel({ item, mutations }: TeamPanelProps) {
  return (
    <Card
      data-testid="team-panel"
      className="grid gap-6 border-primary/60 p-5 sm:p-6"
      aria-labelledby="team-panel-heading"
      role="region"
    >
      <h2
        id="team-panel-heading"
        className="flex items-center gap-2 font-bold font-display text-lg uppercase tracking-wide"
      >
        <ShieldCheck aria-hidden="true" className="h-5 w-5 text-primary" />
        Team panel
      </h2>
      <StatusAndResponseForm item={item} mutations={mutations} />
      {item.mergedInto ? null : <MergeForm item={item} mutations={mutations} />}
    </Card>
  );
}

/** Sends only what changed: a status change and a new response notify the item's followers. */
function StatusAndResponseForm({ item, mutations }: TeamPanelProps) {
  const statusId = useId();
  const [status, setStatus] = useState<FeedbackStatus>(item.status);
  const [response, setResponse] = useState(item.responseFromDev ?? "");
  const [error, setError] = useState<string | null>(null);
  const isSaving = mutations.updateItem.isPending;

  const statusChanged = status !== item.status;
  const responseChanged = response.trim() !== (item.responseFromDev ?? "").trim();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!statusChanged && !responseChanged) {
      setError("Nothing has changed");
      return;
    }
    const patch = {
      ...(statusChanged ? { status } : {}),
      ...(responseChanged ? { responseFromDev: response } : {}),
    };
    const parsed = updateFeedbackSchema.safeParse(patch);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please check the response");
      return;
    }
    try {
      await mutations.updateItem.mutateAsync(parsed.data);
      toast({ title: "Feedback updated" });
    } catch (failure) {
      const message = serverMessageOf(failure, "Failed to update the feedback");
      setError(message);
      toast({ title: "Error", description: message, variant: "destructive" });
    }
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="grid gap-4"
      aria-label="Status and response"
    >
      <div className="grid gap-2 sm:max-w-xs">
        <label htmlFor={statusId} className="font-semibold text-sm">
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
      <MarkdownField
        label="Developer response"
        placeholder="Answer the community: what the team will do, and when."
        // The field's `value` feeds its preview; the text area itself starts from defaultValue.
        value={response}
        defaultValue={item.responseFromDev ?? ""}
        onChange={(event) => setResponse(event.target.value)}
        error={error ?? undefined}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? (
            <Spinner className="h-4 w-4 text-current" label="Saving" />
          ) : (
            <Check aria-hidden="true" className="h-4 w-4" />
          )}
          Save
        </Button>
      </div>
    </form>
  );
}

/** Typing stops for this long before the list is searched. */
const SEARCH_DELAY_MS = 300;

/**
 * Marks this item as a duplicate of another: its votes move there (nobody counts twice), the
 * followers hear of it, and the team lands on the original afterwards.
 */
function MergeForm({ item, mutations }: TeamPanelProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [targetText, setTargetText] = useState("");
  const [target, setTarget] = useState<{ id: number; title: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const results = useQuery({
    queryKey: [...queryKeys.feedback.lists, "merge-search", settledSearch],
    queryFn: () =>
      getJson(
        `/api/community-feedback?search=${encodeURIComponent(settledSearch)}`,
        feedbackListReplySchema,
      ),
    enabled: isOpen && settledSearch.length >= 2,
    staleTime: 30_000,
  });
  const candidates = (results.data?.items ?? [])
    .filter((candidate) => candidate.id !== item.id && candidate.mergedInto === null)
    .slice(0, 6);

  async function handleReview(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const id = feedbackIdOf(targetText.trim().replace(/^#/, ""));
    if (id === null) {
      setError("Enter the id of the original feedback");
      return;
    }
    if (id === item.id) {
      setError("An item cannot be merged into itself");
      return;
    }
    setIsChecking(true);
    try {
      // The original's title, so the confirmation names what the votes move to.
      const original = await queryClient.fetchQuery({ ...feedbackItemQuery(id), retry: false });
      setTarget({ id, title: original.title });
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 404
          ? `No feedback with id ${id}`
          : serverMessageOf(failure, "Could not read that feedback"),
      );
    } finally {
      setIsChecking(false);
    }
  }

  async function handleConfirm() {
    if (!target) return;
    setError(null);
    try {
      await mutations.merge.mutateAsync(target.id);
      toast({ title: "Feedback merged", description: `Merged into “${target.title}”.` });
      void navigate(feedbackPath(target.id));
    } catch (failure) {
      const message = serverMessageOf(failure, "Failed to merge the feedback");
      setError(message);
      setTarget(null);
      toast({ title: "Error", description: message, variant: "destructive" });
    }
  }

  if (!isOpen) {
    return (
      <div className="border-border border-t pt-4">
        <Button variant="outline" onClick={() => setIsOpen(true)}>
          <GitMerge aria-hidden="true" className="h-4 w-4" />
          Merge into…
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby="merge-heading" className="grid gap-4 border-border border-t pt-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id="merge-heading" className="flex items-center gap-2 font-semibold">
          <GitMerge aria-hidden="true" className="h-4 w-4 text-primary" />
          Merge into another item
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setIsOpen(false);
            setTarget(null);
            setError(null);
          }}
        >
          <X aria-hidden="true" className="h-4 w-4" />
          Cancel
        </Button>
      </div>

      {target ? (
        <div role="alertdialog" aria-labelledby="merge-confirm" className="grid gap-3">
          <p id="merge-confirm" className="rounded-lg border border-border bg-muted/60 p-3 text-sm">
            Merge this feedback into “<strong>{target.title}</strong>” (#{target.id})? Its votes
            move there and it is closed as a duplicate.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setTarget(null)}>
              Back
            </Button>
            <Button onClick={handleConfirm} disabled={mutations.merge.isPending} autoFocus>
              {mutations.merge.isPending ? (
                <Spinner className="h-4 w-4 text-current" label="Merging" />
              ) : (
                <GitMerge aria-hidden="true" className="h-4 w-4" />
              )}
              Confirm merge
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={handleReview} noValidate className="grid gap-4" aria-label="Merge">
          <FormField label="Search the feedback list">
            <Input
              type="search"
              // Opened from the Merge into… button, which is gone now: the search takes focus.
              autoFocus
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Words from the original's title…"
            />
          </FormField>
          {settledSearch.length >= 2 ? (
            results.isFetching && !results.data ? (
              <p role="status" className="text-muted-foreground text-sm">
                Searching…
              </p>
            ) : candidates.length === 0 ? (
              <p className="text-muted-foreground text-sm">No other feedback matches.</p>
            ) : (
              <ul className="grid gap-1" aria-label="Matching feedback">
                {candidates.map((candidate) => (
                  <li key={candidate.id}>
                    <button
                      type="button"
                      aria-pressed={targetText === String(candidate.id)}
                      onClick={() => setTargetText(String(candidate.id))}
                      className="flex w-full items-center gap-2 rounded-lg border border-border px-3 py-2 text-left text-sm transition hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary aria-pressed:border-primary aria-pressed:bg-primary/10"
                    >
                      <Search aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-primary" />
                      <span className="text-muted-foreground tabular-nums">#{candidate.id}</span>
                      <span className="min-w-0 flex-1 truncate">{candidate.title}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          <FormField label="Original item id" error={error ?? undefined}>
            <Input
              inputMode="numeric"
              value={targetText}
              onChange={(event) => setTargetText(event.target.value)}
              placeholder="e.g. 12"
              className="sm:max-w-40"
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={isChecking}>
              {isChecking ? (
                <Spinner className="h-4 w-4 text-current" label="Checking" />
              ) : (
                <GitMerge aria-hidden="true" className="h-4 w-4" />
              )}
              Merge…
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
