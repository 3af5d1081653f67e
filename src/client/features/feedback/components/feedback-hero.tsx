import { MessageCircleHeart } from "lucide-react";
import { useUser } from "../../../app/session/use-user";
import { SubmitFeedbackButton } from "./submit-feedback-button";

/** The hub's welcome: what it is for and, for members, the way to send feedback. */
export function FeedbackHero() {
  const { user } = useUser();
  return (
    <section
      aria-labelledby="feedback-hub-title"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-lg backdrop-blur-md sm:p-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-primary/20 blur-3xl"
      />
      <div className="relative grid gap-6 lg:grid-cols-[1fr_auto] lg:items-end">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 font-display font-semibold text-primary text-sm uppercase tracking-[0.2em]">
            <MessageCircleHeart aria-hidden="true" className="h-4 w-4" />
            Your voice
          </p>
          <h1
            id="feedback-hub-title"
            className="text-balance font-bold font-display text-4xl text-foreground uppercase leading-none tracking-wide sm:text-5xl lg:text-6xl"
          >
            Community Feedback Hub
          </h1>
          <p className="mt-4 max-w-2xl text-pretty text-base text-muted-foreground sm:text-lg">
            Report bugs, request features and vote on the ideas that matter to you. The team reads
            every item and answers here.
          </p>
        </div>
        {user ? (
          <div className="flex lg:justify-end">
            <SubmitFeedbackButton />
          </div>
        ) : null}
      </div>
    </section>
  );
}
