import { Rss, Sparkles } from "lucide-react";
import { useUser } from "../../../app/session/use-user";
import { UPDATES_FEED_HREF } from "../feed";
import { NewUpdateButton } from "./new-update-button";

/** The page's welcome, the RSS feed and, for admins, the way to publish an update. */
export function DeveloperUpdatesHero() {
  const { user } = useUser();
  return (
    <section
      aria-labelledby="developer-updates-title"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-lg backdrop-blur-md sm:p-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-primary/20 blur-3xl"
      />
      <div className="relative grid gap-6 lg:grid-cols-[1fr_auto] lg:items-end">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 font-display font-semibold text-primary text-sm uppercase tracking-[0.2em]">
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            From the team
          </p>
          <h1
            id="developer-updates-title"
            className="text-balance font-bold font-display text-4xl text-foreground uppercase leading-none tracking-wide sm:text-5xl lg:text-6xl"
          >
            Developer Updates &amp; Insights
          </h1>
          <p className="mt-4 max-w-2xl text-pretty text-base text-muted-foreground sm:text-lg">
            Roadmaps, behind-the-scenes stories, announcements and patch notes, straight from the
            people who make the games.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 lg:justify-end">
          {user?.isAdmin ? <NewUpdateButton /> : null}
          <a
            href={UPDATES_FEED_HREF}
            type="application/rss+xml"
            className="inline-flex h-12 items-center gap-2 rounded-lg border border-border bg-background/40 px-4 font-semibold text-foreground text-sm transition hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <Rss aria-hidden="true" className="h-4 w-4 text-orange-400" />
            RSS Feed
          </a>
        </div>
      </div>
    </section>
  );
}
