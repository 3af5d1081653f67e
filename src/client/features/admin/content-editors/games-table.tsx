import type { Game } from "../../../../shared/games";
import { Link } from "../../../lib/router";
import { formatCount } from "../admin-format";
import { Badge } from "../components/admin-states";
import { AdminTable, EmptyRow, Td, Th } from "../components/admin-table";
import { useDeleteGame } from "./games-editor-api";
import { GameFeaturedSwitch } from "./games-featured-switch";
import { GameFormButton } from "./games-form-button";
import { DeleteItemButton } from "./games-guides-delete-button";

function GameActions({ game }: { game: Game }) {
  const remove = useDeleteGame();
  return (
    <span className="flex gap-2">
      <GameFormButton game={game} />
      <DeleteItemButton
        kind="game"
        itemName={game.title}
        consequence="The game leaves /games, search and the top games list, and its hub closes. Its guides and streams stay, without a game."
        onDelete={() => remove.mutateAsync(game.slug)}
      />
    </span>
  );
}

/** The catalogue as the API gives it: featured games first, in their order, then the rest. */
export function GamesTable({ games, emptyText }: { games: readonly Game[]; emptyText: string }) {
  return (
    <AdminTable label="Games">
      <thead>
        <tr>
          <Th>Game</Th>
          <Th>Genre</Th>
          <Th>Featured</Th>
          <Th className="text-right">Order</Th>
          <Th className="text-right">Searches</Th>
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
            <tr key={game.id} data-testid="game-row">
              <Td className="min-w-48">
                <Link
                  to={game.url}
                  className="font-semibold text-foreground hover:text-primary hover:underline"
                >
                  {game.title}
                </Link>
                <span className="block font-mono text-muted-foreground text-xs">{game.slug}</span>
              </Td>
              <Td className="whitespace-nowrap">{game.genre}</Td>
              <Td className="whitespace-nowrap">
                <span className="flex items-center gap-2">
                  <GameFeaturedSwitch game={game} />
                  {game.isFeatured ? <Badge tone="accent">On /games</Badge> : null}
                </span>
              </Td>
              <Td className="text-right tabular-nums">{game.featuredOrder}</Td>
              <Td className="text-right tabular-nums">{formatCount(game.baselineSearchCount)}</Td>
              <Td className="whitespace-nowrap">
                <GameActions game={game} />
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
