import { ArrowRight, ExternalLink } from "lucide-react";
import type { Game } from "../../../shared/games";
import { Card } from "../../components/ui/card";
import { Link } from "../../lib/router";
import { GameArt } from "./game-art";

/** Three columns from 1024 px, two from 640 px, one on phones (less the page's padding). */
const CARD_IMAGE_SIZES = "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, calc(100vw - 2rem)";

/** A featured game: art, title, description, tags and its links. */
export function GameCard({ game, priority }: { game: Game; priority: boolean }) {
  return (
    <Card className="group flex h-full flex-col overflow-hidden p-0">
      <Link to={game.url} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <GameArt
          image={game.image}
          fallbackImage={game.fallbackImage}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className="aspect-[40/21] h-auto w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="font-semibold text-primary text-xs uppercase tracking-wider">{game.genre}</p>
        <h2 className="font-bold font-display text-2xl text-foreground leading-tight">
          <Link to={game.url} className="hover:text-primary">
            {game.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-muted-foreground text-sm">{game.description}</p>
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {game.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full border border-border bg-white/5 px-2.5 py-0.5 text-foreground/80 text-xs"
            >
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <a
            href={game.officialUrl}
            target="_blank"
            rel="noopener"
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-primary px-4 font-semibold text-primary-foreground text-sm transition hover:brightness-110"
          >
            Visit Official Site
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <GameAction game={game} />
        </div>
      </div>
    </Card>
  );
}

const ACTION_CLASS =
  "inline-flex h-10 items-center gap-2 rounded-lg border border-border px-4 font-semibold text-foreground text-sm transition hover:border-primary hover:text-primary";

/**
 * The game's call to action (`action` and `actionUrl`): in the seeded data
 * it leads to the game's page here; an admin may point it elsewhere, and an outside address
 * opens in a new tab as the official link does. Without one, "Explore" leads to the hub.
 */
function GameAction({ game }: { game: Game }) {
  const label = game.action ?? "Explore";
  const target = game.actionUrl ?? game.url;
  // The title makes each card's link distinct for screen readers ("Drop In Fortnite").
  const name = <span className="sr-only">{game.title}</span>;
  if (target.startsWith("/")) {
    return (
      <Link to={target} className={ACTION_CLASS}>
        {label}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
        {name}
      </Link>
    );
  }
  return (
    <a href={target} target="_blank" rel="noopener" className={ACTION_CLASS}>
      {label}
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
      {name}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
