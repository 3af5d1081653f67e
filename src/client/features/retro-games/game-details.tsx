import { Star, StarHalf } from "lucide-react";
import type { RetroGame } from "../../../shared/retro-games";
import { ratingStars } from "../../../shared/retro-games-limits";
import { Card } from "../../components/ui/card";

/** Stars out of 5 with halves, and the figure for screen readers. */
function RatingStars({ rating }: { rating: number }) {
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={`Rated ${rating} out of 5`}
    >
      {ratingStars(rating).map((kind, index) =>
        kind === "half" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          <span key={index} className="relative h-4 w-4">
            <Star aria-hidden="true" className="absolute h-4 w-4 text-muted-foreground/50" />
            <StarHalf
              aria-hidden="true"
              className="absolute h-4 w-4 fill-yellow-400 text-yellow-400"
            />
          </span>
        ) : (
          <Star
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
            key={index}
            aria-hidden="true"
            className={
              kind === "full"
                ? "h-4 w-4 fill-yellow-400 text-yellow-400"
                : "h-4 w-4 text-muted-foreground/50"
            }
          />
        ),
      )}
    </span>
  );
}

/** The selected game: release year, developer, rating, description and where it comes from. */
export function GameDetails({ game }: { game: RetroGame }) {
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div>
        <h2 className="font-bold font-display text-3xl text-foreground uppercase leading-tight">
          {game.title}
        </h2>
        <p className="text-muted-foreground text-sm">{game.genre}</p>
      </div>
      <dl className="grid grid-cols-3 gap-4 text-sm">
        <div>
          <dt className="text-muted-foreground">Release year</dt>
          <dd className="font-semibold text-foreground">{game.year}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Developer</dt>
          <dd className="font-semibold text-foreground">{game.developer}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Rating</dt>
          <dd className="flex items-center gap-2 font-semibold text-foreground">
            <RatingStars rating={game.rating} />
            <span aria-hidden="true">{game.rating}</span>
          </dd>
        </div>
      </dl>
      <p className="text-muted-foreground">{game.description}</p>
      {game.source ? (
        <p className="text-muted-foreground text-xs">
          <span className="font-semibold">Source:</span> {game.source}
        </p>
      ) : null}
    </Card>
  );
}
