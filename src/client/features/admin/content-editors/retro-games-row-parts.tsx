import type { RetroGame } from "../../../../shared/retro-games";
import { cn } from "../../../lib/cn";
import { Link } from "../../../lib/router";
import { Badge } from "../components/admin-states";
import { RetroBundleDialog } from "./retro-games-bundle-dialog";
import { DeleteRetroGameDialog } from "./retro-games-delete-dialog";
import { EditRetroGameDialog } from "./retro-games-form-dialogs";

/** How the arcade plays the game: its own bundle, an external embed, or not at all yet. */
export function PlayerBadge({ game }: { game: RetroGame }) {
  if (game.bundleUrl) return <Badge tone="good">Bundle attached</Badge>;
  if (game.embedUrl) return <Badge>External embed</Badge>;
  return <Badge tone="warn">No bundle yet</Badge>;
}

/** The cover, the title (linked to the game in the arcade), the developer and the slug. */
export function RetroGameSummary({ game }: { game: RetroGame }) {
  return (
    <div className="flex items-start gap-3">
      <img
        src={game.image}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        className="h-12 w-16 shrink-0 rounded border border-border bg-muted object-cover"
      />
      <div className="min-w-0">
        <Link
          to={`/retro-games?game=${encodeURIComponent(game.slug)}`}
          className="font-semibold text-primary hover:underline"
        >
          {game.title}
        </Link>
        <span className="block break-words text-muted-foreground text-xs">
          {game.developer} · <span className="font-mono">{game.slug}</span>
        </span>
      </div>
    </div>
  );
}

/** A game's Edit, Upload/Replace bundle and Delete, each opening its dialog. */
export function RetroGameActions({
  game,
  genres,
  className,
}: {
  game: RetroGame;
  genres: readonly string[];
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <EditRetroGameDialog game={game} genres={genres} />
      <RetroBundleDialog game={game} />
      <DeleteRetroGameDialog game={game} />
    </div>
  );
}
