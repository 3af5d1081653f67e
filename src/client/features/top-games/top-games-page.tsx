import { ExternalLink, Search, Settings, Trophy, Users } from "lucide-react";
import type { TopGame } from "../../../shared/top-games";
import { type PageQueries, pageQuery } from "../../app/page-data";
import { useUser } from "../../app/session/use-user";
import { GameLogo } from "../../components/game-logo";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { Skeleton } from "../../components/ui/skeleton";
import { formatNumber } from "../../lib/format-number";
import { Link } from "../../lib/router";
import { topGamesQuery, useTopGames } from "./use-top-games";

/** A card shows at most four tags. */
const CARD_TAGS_MAX = 4;

export const pageQueries: PageQueries = () => [pageQuery(topGamesQuery())];

function TopGameCard({ game }: { game: TopGame }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-4">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold font-display text-lg text-primary-foreground">
          <span className="sr-only">Rank </span>
          {game.metrics.ranking}
        </span>
        <GameLogo
          title={game.title}
          logo={game.logo}
          image={game.image}
          fallbackImage={game.fallbackImage}
        />
        <div className="min-w-0">
          <h2 className="font-bold font-display text-foreground text-xl leading-tight">
            <Link to={`/games/${game.slug}`} className="hover:text-primary">
              {game.title}
            </Link>
          </h2>
          <p className="text-muted-foreground text-sm">{game.developer}</p>
        </div>
      </div>
      <p className="line-clamp-2 text-muted-foreground text-sm">{game.description}</p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg border border-border bg-white/5 p-3">
          <dt className="flex items-center gap-1.5 text-muted-foreground text-xs">
            <Search aria-hidden="true" className="h-3.5 w-3.5" />
            Searches
          </dt>
          <dd className="font-bold text-foreground">{formatNumber(game.metrics.searchCount)}</dd>
        </div>
        <div className="rounded-lg border border-border bg-white/5 p-3">
          <dt className="flex items-center gap-1.5 text-muted-foreground text-xs">
            <Users aria-hidden="true" className="h-3.5 w-3.5" />
            Players
          </dt>
          <dd className="font-bold text-foreground">{game.metrics.players || "—"}</dd>
        </div>
      </dl>
      <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
        {game.tags.slice(0, CARD_TAGS_MAX).map((tag) => (
          <li
            key={tag}
            className="rounded-full border border-border bg-white/5 px-2.5 py-0.5 text-foreground/80 text-xs"
          >
            {tag}
          </li>
        ))}
      </ul>
      <a
        href={game.website}
        target="_blank"
        rel="noopener"
        className="mt-auto inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-primary px-4 font-semibold text-primary-foreground text-sm transition hover:brightness-110"
      >
        Visit
        <ExternalLink aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">{game.title} (opens in a new tab)</span>
      </a>
    </Card>
  );
}

/** /top-games: ten cards ranked by searches. */
export function TopGamesPage() {
  const query = useTopGames();
  const { user } = useUser();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Top Games"
        title="Top Most Searched Video Games"
        description="The games players look for most, ranked by searches on GameHub over the last 30 days."
      >
        {user?.isAdmin ? (
          <Link
            to="/admin-top-games"
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-border px-4 font-semibold text-foreground text-sm hover:border-primary hover:text-primary"
          >
            <Settings aria-hidden="true" className="h-4 w-4" />
            Manage logos
          </Link>
        ) : null}
      </PageHeader>
      <section aria-label="Top games" className="mt-10">
        {query.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-80 w-full rounded-[var(--radius-card)]" />
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-error">
            The top games could not be loaded. Please try again in a moment.
          </p>
        ) : (
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.games.map((game) => (
              <li key={game.id}>
                <TopGameCard game={game} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <p className="mt-8 flex items-center gap-2 text-muted-foreground text-sm">
        <Trophy aria-hidden="true" className="h-4 w-4 text-primary" />
        Rankings are updated every few minutes.
      </p>
    </div>
  );
}
