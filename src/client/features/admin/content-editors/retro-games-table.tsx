import type { RetroGame } from "../../../../shared/retro-games";
import { AdminTable, EmptyRow, Td, Th } from "../components/admin-table";
import { PlayerBadge, RetroGameActions, RetroGameSummary } from "./retro-games-row-parts";

interface RetroGamesListProps {
  games: readonly RetroGame[];
  genres: readonly string[];
  emptyText: string;
}

/** The arcade's games in its order as a table (tablets and wider), with each game's actions. */
export function RetroGamesTable({ games, genres, emptyText }: RetroGamesListProps) {
  return (
    <AdminTable label="Retro games" className="hidden md:block">
      <thead>
        <tr>
          <Th>Game</Th>
          <Th>Genre</Th>
          <Th className="text-right">Year</Th>
          <Th className="text-right">Rating</Th>
          <Th>Player</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {games.length === 0 ? (
          <EmptyRow colSpan={6}>{emptyText}</EmptyRow>
        ) : (
          games.map((game) => (
            <tr key={game.id} data-testid="retro-game-row">
              <Td className="min-w-44">
                <RetroGameSummary game={game} />
              </Td>
              <Td className="whitespace-nowrap">{game.genre}</Td>
              <Td className="text-right tabular-nums">{game.year}</Td>
              <Td className="text-right tabular-nums">{game.rating}</Td>
              <Td>
                <PlayerBadge game={game} />
              </Td>
              <Td>
                <RetroGameActions
                  game={game}
                  genres={genres}
                  className="flex-col items-stretch xl:flex-row xl:flex-nowrap xl:justify-end"
                />
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}

/** The same list as cards on a phone, where a six-column table would hide its buttons. */
export function RetroGamesCards({ games, genres, emptyText }: RetroGamesListProps) {
  if (games.length === 0) {
    return (
      <p className="rounded-[var(--radius-card)] border border-border bg-card px-3 py-8 text-center text-muted-foreground md:hidden">
        {emptyText}
      </p>
    );
  }
  return (
    <ul aria-label="Retro games" className="grid gap-3 md:hidden">
      {games.map((game) => (
        <li
          key={game.id}
          data-testid="retro-game-card"
          className="grid gap-3 rounded-[var(--radius-card)] border border-border bg-card p-3"
        >
          <RetroGameSummary game={game} />
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
            <span>{game.genre}</span>
            <span>{game.year}</span>
            <span>Rated {game.rating}</span>
            <PlayerBadge game={game} />
          </p>
          <RetroGameActions game={game} genres={genres} />
        </li>
      ))}
    </ul>
  );
}
