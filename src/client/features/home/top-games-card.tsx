import { ArrowRight, Flame, Trophy } from "lucide-react";
import { ResponsiveImage } from "../../components/responsive-image";
import { Card } from "../../components/ui/card";
import { Link } from "../../lib/router";
import { formatOnlineCount, HOME_TOP_GAMES } from "./home-top-games";

export function TopGamesCard() {
  return (
    <section aria-labelledby="top-games-heading">
      <Card className="p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2
            id="top-games-heading"
            className="flex items-center gap-2 font-bold font-display text-2xl uppercase tracking-tight"
          >
            <Trophy aria-hidden="true" className="h-6 w-6 text-secondary" />
            Top Games
          </h2>
          <Link
            to="/top-games"
            className="group inline-flex items-center gap-1 font-semibold text-primary text-sm hover:underline"
          >
            See all
            <ArrowRight
              aria-hidden="true"
              className="h-4 w-4 transition-transform group-hover:translate-x-1"
            />
          </Link>
        </div>
        <ol className="mt-5 space-y-3">
          {HOME_TOP_GAMES.map((game, index) => (
            <li
              key={game.name}
              data-testid="top-game"
              className="flex items-center gap-4 rounded-xl border border-border bg-black/25 p-3 transition hover:border-primary/50"
            >
              <span className="w-5 text-center font-bold font-display text-lg text-muted-foreground">
                {index + 1}
              </span>
              <ResponsiveImage
                src={game.image}
                alt={`${game.name} cover art`}
                width={64}
                height={64}
                sizes="64px"
                className="h-16 w-16 shrink-0 rounded-lg bg-muted object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-bold font-display text-lg leading-tight">{game.name}</p>
                <p className="truncate text-muted-foreground text-xs">{game.genre}</p>
                <p className="mt-1 flex items-center gap-1.5 font-medium text-emerald-400 text-sm">
                  <span aria-hidden="true" className="relative flex h-2 w-2">
                    <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-60" />
                    <span className="relative inline-flex h-2 w-2 rounded-full bg-emerald-400" />
                  </span>
                  {formatOnlineCount(game.playersOnline)}
                </p>
              </div>
              <Flame
                role="img"
                aria-label="Hot right now"
                className="h-6 w-6 shrink-0 fill-orange-500/30 text-orange-500"
              />
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}
