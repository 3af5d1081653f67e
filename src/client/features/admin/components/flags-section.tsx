import { useState } from "react";
import { threadPath } from "../../../../shared/forum";
import { Alert } from "../../../components/ui/alert";
import { errorText } from "../admin-format";
import {
  type FlagAction,
  useFeedbackFlags,
  useForumFlags,
  useResolveFlag,
} from "../hooks/use-admin-moderation";
import { AdminError, AdminLoading } from "./admin-states";
import { FlagCard } from "./flag-card";

const DONE_TEXT: Record<FlagAction, string> = {
  keep: "Kept: the flags are closed and the post stays.",
  hide: "Hidden: the post is hidden from members.",
  delete: "Deleted: the post is gone.",
};

function useOutcome() {
  return useState<{ tone: "success" | "destructive"; text: string } | null>(null);
}

function ForumFlags() {
  const flags = useForumFlags();
  const resolve = useResolveFlag("forum");
  const [outcome, setOutcome] = useOutcome();

  function handleResolve(id: number, action: FlagAction) {
    setOutcome(null);
    resolve.mutate(
      { id, action },
      {
        onSuccess: () => setOutcome({ tone: "success", text: DONE_TEXT[action] }),
        onError: (error) =>
          setOutcome({ tone: "destructive", text: errorText(error, "The flag was not resolved.") }),
      },
    );
  }

  return (
    <div className="grid gap-3">
      <h3 className="font-display font-semibold text-lg uppercase">Forum</h3>
      {outcome ? <Alert variant={outcome.tone}>{outcome.text}</Alert> : null}
      {flags.isPending ? (
        <AdminLoading label="Loading forum flags" rows={2} />
      ) : flags.isError ? (
        <AdminError
          error={flags.error}
          what="The forum flags"
          onRetry={() => void flags.refetch()}
        />
      ) : flags.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">No flagged discussions or replies.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Flagged forum posts">
          {flags.data.map((flag) => (
            <FlagCard
              key={flag.id}
              kind={flag.targetType === "thread" ? "Discussion" : "Reply"}
              title={flag.threadTitle}
              url={threadPath(
                flag.threadId,
                flag.targetType === "reply" ? flag.targetId : undefined,
              )}
              excerpt={flag.excerpt}
              author={flag.author.username}
              isHidden={flag.isHidden}
              reports={flag.reports}
              isBusy={resolve.isPending && resolve.variables?.id === flag.id}
              onResolve={(action) => handleResolve(flag.id, action)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function FeedbackFlags() {
  const flags = useFeedbackFlags();
  const resolve = useResolveFlag("feedback");
  const [outcome, setOutcome] = useOutcome();

  function handleResolve(id: number, action: FlagAction) {
    setOutcome(null);
    resolve.mutate(
      { id, action },
      {
        onSuccess: () => setOutcome({ tone: "success", text: DONE_TEXT[action] }),
        onError: (error) =>
          setOutcome({
            tone: "destructive",
            text: errorText(error, "The report was not resolved."),
          }),
      },
    );
  }

  return (
    <div className="grid gap-3">
      <h3 className="font-display font-semibold text-lg uppercase">Community feedback</h3>
      {outcome ? <Alert variant={outcome.tone}>{outcome.text}</Alert> : null}
      {flags.isPending ? (
        <AdminLoading label="Loading feedback reports" rows={2} />
      ) : flags.isError ? (
        <AdminError
          error={flags.error}
          what="The feedback reports"
          onRetry={() => void flags.refetch()}
        />
      ) : flags.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">No reported feedback items or comments.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Reported feedback posts">
          {flags.data.map((flag) => (
            <FlagCard
              key={flag.id}
              kind={flag.targetType === "item" ? "Feedback item" : "Feedback comment"}
              title={flag.title}
              url={flag.url}
              excerpt={flag.excerpt}
              author={flag.author.username}
              isHidden={flag.isHidden}
              reports={flag.reports}
              isBusy={resolve.isPending && resolve.variables?.id === flag.id}
              onResolve={(action) => handleResolve(flag.id, action)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** #flags: the forum's flag queue and the feedback reports. */
export function FlagsSection() {
  return (
    <section
      id="flags"
      aria-labelledby="flags-heading"
      className="grid scroll-mt-32 grid-cols-1 gap-4"
    >
      <h2 id="flags-heading" className="font-bold font-display text-2xl uppercase">
        Flag queue
      </h2>
      <div className="grid gap-6 xl:grid-cols-2">
        <ForumFlags />
        <FeedbackFlags />
      </div>
    </section>
  );
}
