import { Joystick } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import type { RetroGame } from "../../../shared/retro-games";
import { JS_DOS_BASE } from "../../../shared/retro-games-limits";
import { type PageQueries, pageQuery } from "../../app/page-data";
import { KEEP_SCROLL_POSITION } from "../../app/scroll-restoration";
import { PageHeader } from "../../components/ui/page-header";
import { Skeleton } from "../../components/ui/skeleton";
import { useSearchParams } from "../../lib/router";
import { GameDetails } from "./game-details";
import { GameLibrary } from "./game-library";
import { RetroPlayer } from "./retro-player";
import { RETRO_FAILED_MESSAGE, retroGamesQuery, useRetroGames } from "./use-retro-games";

/** The server reads the library, so the arcade arrives with its games and the first one's details. */
export const pageQueries: PageQueries = () => [pageQuery(retroGamesQuery())];

function matches(game: RetroGame, needle: string, genre: string): boolean {
  if (genre !== "all" && game.genre !== genre) return false;
  if (!needle) return true;
  return [game.title, game.developer, game.genre].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

function Arcade({ games }: { games: readonly RetroGame[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState("");
  const [genre, setGenre] = useState("all");
  const needle = useDeferredValue(search).trim().toLowerCase();
  const genres = useMemo(() => [...new Set(games.map((game) => game.genre))].sort(), [games]);
  const shown = games.filter((game) => matches(game, needle, genre));
  // The chosen game lives in the address (?game=slug); the first game is chosen by default.
  const selected = games.find((game) => game.slug === searchParams.get("game")) ?? games[0];

  const select = (game: RetroGame) =>
    setSearchParams(game === games[0] ? "" : `game=${game.slug}`, {
      replace: true,
      state: KEEP_SCROLL_POSITION,
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <GameLibrary
        games={shown}
        genres={genres}
        search={search}
        genre={genre}
        selectedId={selected?.id}
        onSearch={setSearch}
        onGenre={setGenre}
        onSelect={select}
      />
      {selected ? (
        <div className="grid min-w-0 content-start gap-6">
          <RetroPlayer key={selected.id} game={selected} />
          <GameDetails game={selected} />
        </div>
      ) : (
        <p role="status" className="text-muted-foreground">
          The arcade has no games yet.
        </p>
      )}
    </div>
  );
}

/** The Retro Arcade, /retro-games. */
export function RetroGamesPage() {
  const query = useRetroGames();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        eyebrow="Retro Arcade"
        title="Retro Arcade"
        description="Classic DOS games in your browser: pick one from the library and press play."
      />
      {query.isPending ? (
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <Skeleton className="h-96 w-full rounded-[var(--radius-card)]" />
          <Skeleton className="aspect-[4/3] w-full rounded-[var(--radius-card)]" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-error">
          {RETRO_FAILED_MESSAGE}
        </p>
      ) : (
        <Arcade games={query.data.games} />
      )}
      <p className="flex items-center gap-2 text-muted-foreground text-xs">
        <Joystick aria-hidden="true" className="h-4 w-4" />
        Our own games run in js-dos (GPL-2.0,{" "}
        <a href={`${JS_DOS_BASE}LICENSE.txt`} className="underline hover:text-primary">
          licence
        </a>
        ), served by GameHub.
      </p>
    </div>
  );
}
