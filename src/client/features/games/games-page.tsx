import { Gamepad2, Joystick } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { type PageQueries, pageQuery } from "../../app/page-data";
import { LinkButton } from "../../components/link-button";
import { SearchInput } from "../../components/search-field";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { Skeleton } from "../../components/ui/skeleton";
import { GameCard } from "./game-card";
import { featuredGamesQuery, useFeaturedGames } from "./use-games";

/** The server reads the featured games, so /games arrives with its cards. */
export const pageQueries: PageQueries = () => [pageQuery(featuredGamesQuery())];

/** /games: a search box filtering by title, the cards, and the retro arcade. */
export function GamesPage() {
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const query = useFeaturedGames();
  const needle = deferredSearch.trim().toLowerCase();
  const games = (query.data?.games ?? []).filter((game) =>
    game.title.toLowerCase().includes(needle),
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Games"
        title="Featured Games"
        description="The games our community plays, streams and mods the most, with their official sites and everything GameHub has written about them."
      />
      <SearchInput
        label="Search games"
        className="mt-8 max-w-xl"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Search games..."
      />

      <section aria-label="Featured games" className="mt-8">
        {query.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="aspect-[4/5] w-full rounded-[var(--radius-card)]" />
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-error">
            The games could not be loaded. Please try again in a moment.
          </p>
        ) : games.length === 0 ? (
          <p role="status" className="py-12 text-center text-lg text-muted-foreground">
            No games match your search criteria.
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {games.map((game, index) => (
              <li key={game.id}>
                <GameCard game={game} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <Card className="mt-12 flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-4">
          <Joystick aria-hidden="true" className="mt-1 h-8 w-8 shrink-0 text-primary" />
          <div>
            <h2 className="font-bold font-display text-2xl text-foreground uppercase">
              Feeling nostalgic?
            </h2>
            <p className="mt-1 text-muted-foreground">
              Play classic DOS games right in your browser in the Retro Arcade.
            </p>
          </div>
        </div>
        <LinkButton to="/retro-games" icon={Gamepad2}>
          Retro Arcade
        </LinkButton>
      </Card>
    </div>
  );
}
