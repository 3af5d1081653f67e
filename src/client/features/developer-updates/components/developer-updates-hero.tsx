import { Rss, Sparkles } from "lucide-react";
import { useUser } from "../../../app/session/use-user";
import { HubHero } from "../../../components/hub-hero";
import { UPDATES_FEED_HREF } from "../feed";
import { NewUpdateButton } from "./new-update-button";

/** The page's welcome, the RSS feed and, for admins, the way to publish an update. */
export function DeveloperUpdatesHero() {
  const { user } = useUser();
  return (
    <HubHero
      id="developer-updates-title"
      icon={Sparkles}
      eyebrow="From the team"
      title="Developer Updates & Insights"
      text="Roadmaps, behind-the-scenes stories, announcements and patch notes, straight from the people who make the games."
      actions={
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
      }
    />
  );
}
