import type { RetroGame } from "../../../shared/retro-games";
import { FilterSelect } from "../../components/filter-toolbar-fields";
import { SearchInput } from "../../components/search-field";
import { Card } from "../../components/ui/card";
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
  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="font-bold font-display text-foreground text-xl uppercase tracking-wide">
        Game Library
      </h2>
      <SearchInput
        label="Search retro games"
        value={search}
        maxLength={100}
        onChange={(event) => onSearch(event.target.value)}
        placeholder="Search games..."
      />
      <FilterSelect
        label="Genre"
        value={genre}
        options={[["all", "All Genres"], ...genres.map((name) => [name, name] as const)]}
        onChange={onGenre}
      />
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
