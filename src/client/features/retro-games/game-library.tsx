import { Search } from "lucide-react";
import { useId } from "react";
import type { RetroGame } from "../../../shared/retro-games";
import { Card } from "../../components/ui/card";
import { inputClassName } from "../../components/ui/input";
import { cn } from "../../lib/cn";

interface GameLibraryProps {
  games: readonly RetroGame[];
  genres: readonly string[];
  search: string;
  genre: string;
  selectedId: number | undefined;
  onSearch: (text: string) => void;
  onGenre: (genre: string) => void;
  onSelect: (game: RetroGame) => void;
}

/** The library sidebar: text search, genre filter and the games to pick from. */
export function GameLibrary({
  games,
  genres,
  search,
  genre,
  selectedId,
  onSearch,
  onGenre,
  onSelect,
}: GameLibraryProps) {
  const searchId = useId();
  const genreId = useId();
  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="font-bold font-display text-foreground text-xl uppercase tracking-wide">
        Game Library
      </h2>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search retro games
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Search games..."
          className={cn(inputClassName, "pl-9")}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={genreId} className="font-medium text-muted-foreground text-xs">
          Genre
        </label>
        <select
          id={genreId}
          value={genre}
          onChange={(event) => onGenre(event.target.value)}
          className={cn(inputClassName, "cursor-pointer")}
        >
          <option value="all">All Genres</option>
          {genres.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {games.length === 0 ? (
        <p role="status" className="py-4 text-center text-muted-foreground text-sm">
          No games match your search.
        </p>
      ) : (
        <ul aria-label="Retro games" className="grid max-h-[28rem] gap-2 overflow-y-auto pr-1">
          {games.map((game) => {
            const isSelected = game.id === selectedId;
            return (
              <li key={game.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onSelect(game)}
                  className={cn(
                    "flex w-full items-center gap-3 rounded-lg border p-2 text-left transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary",
                    isSelected
                      ? "border-primary bg-primary/15"
                      : "border-border hover:border-primary/60 hover:bg-muted/50",
                  )}
                >
                  <img
                    src={game.image}
                    alt=""
                    width={64}
                    height={40}
                    loading="lazy"
                    className="h-10 w-16 shrink-0 rounded object-cover"
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-foreground">
                      {game.title}
                    </span>
                    <span className="block truncate text-muted-foreground text-xs">
                      {game.genre} · {game.year}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
