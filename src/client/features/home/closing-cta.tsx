import { Award, Newspaper, Rocket } from "lucide-react";
import { useUser } from "../../app/session/use-user";
import { LinkButton } from "../../components/link-button";

/**
 * The home page's closing call to action: visitors are offered a free account, members (who
 * have one) their achievements. While the account loads, only the news button shows.
 */
export function ClosingCta() {
  const { user, isLoading } = useUser();
  return (
    <section
      aria-labelledby="closing-cta-heading"
      className="relative isolate overflow-hidden rounded-3xl border border-primary/30 bg-linear-to-r from-primary/30 via-black/60 to-secondary/20 px-6 py-12 text-center shadow-2xl backdrop-blur-sm sm:px-12 sm:py-16"
    >
      <div
        aria-hidden="true"
        className="-z-10 -translate-x-1/2 absolute top-0 left-1/2 h-48 w-[36rem] max-w-full rounded-full bg-primary/25 blur-3xl"
      />
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-[0_0_32px_-4px_var(--primary)]">
        <Rocket aria-hidden="true" className="h-7 w-7" />
      </span>
      <h2
        id="closing-cta-heading"
        className="mt-5 font-bold font-display text-3xl uppercase tracking-tight sm:text-5xl"
      >
        Ready to level up?
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-foreground/80">
        {user
          ? "Every article you read and share earns XP. See which achievements are next, or dive straight into today's headlines."
          : "Create your free account to earn XP, unlock achievements and climb the leaderboard, or dive straight into today's headlines."}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {isLoading ? null : user ? (
          <LinkButton to="/profile/achievements" size="lg" stretch icon={Award}>
            View Your Achievements
          </LinkButton>
        ) : (
          <LinkButton to="/auth" size="lg" stretch icon={Rocket}>
            Create Free Account
          </LinkButton>
        )}
        <LinkButton to="/blog" size="lg" variant="outline" stretch icon={Newspaper}>
          Read the News
        </LinkButton>
      </div>
    </section>
  );
}
