import { BookOpen, Search } from "lucide-react";
import { type FormEvent, useId } from "react";
import { GUIDE_DIFFICULTIES } from "../../../shared/guides-limits";
import { type PageQueries, pageQuery } from "../../app/page-data";
import { Button } from "../../components/ui/button";
import { inputClassName } from "../../components/ui/input";
import { PageHeader } from "../../components/ui/page-header";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { pluralNoun } from "../../lib/format-number";
import { useSearchParams } from "../../lib/router";
import { GuideCard } from "./guide-card";
import {
  guideGamesQuery,
  guidesQuery,
  readGuideFilters,
  useGuideGames,
  useGuides,
} from "./use-guides";

/**
 * The server reads the list (with the address's filters) and the games of the filter: every
 * game that has guides, not only the featured ones (Minecraft, Counter-Strike 2...).
 */
export const pageQueries: PageQueries = ({ searchParams }) => [
  pageQuery(guidesQuery(readGuideFilters(searchParams))),
  pageQuery(guideGamesQuery()),
];

/** /game-guides: every guide, filtered by game, difficulty and words. */
export function GameGuidesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readGuideFilters(searchParams);
  const query = useGuides(filters);
  const games = useGuideGames().data?.games ?? [];
  const gameId = useId();
  const difficultyId = useId();
  const searchId = useId();

  function setFilter(name: "game" | "difficulty" | "q", value: string) {
    setSearchParams(
      (latest) => {
        if (value) latest.set(name, value);
        else latest.delete(name);
        return latest;
      },
      { replace: true },
    );
  }

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("q");
    setFilter("q", typeof text === "string" ? text.trim() : "");
  }

  const guides = query.data?.guides ?? [];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Guides"
        title="Game Guides"
        description="Tips, tricks and essential mods for the games our community plays, written by players who put the hours in."
      />
      <div className="mt-8 grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_12rem]">
        <form aria-label="Search guides" onSubmit={handleSearch} className="flex gap-2">
          <label htmlFor={searchId} className="sr-only">
            Search guides
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              key={filters.q}
              id={searchId}
              name="q"
              type="search"
              defaultValue={filters.q}
              placeholder="Search guides..."
              className={cn(inputClassName, "pl-9")}
            />
          </div>
          <Button type="submit">Search</Button>
        </form>
        <div>
          <label htmlFor={gameId} className="sr-only">
            Game
          </label>
          <select
            id={gameId}
            value={filters.game}
            onChange={(event) => setFilter("game", event.target.value)}
            className={cn(inputClassName, "cursor-pointer")}
          >
            <option value="">All Games</option>
            {games.map((game) => (
              <option key={game.slug} value={game.slug}>
                {game.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={difficultyId} className="sr-only">
            Difficulty
          </label>
          <select
            id={difficultyId}
            value={filters.difficulty}
            onChange={(event) => setFilter("difficulty", event.target.value)}
            className={cn(inputClassName, "cursor-pointer")}
          >
            <option value="">All Difficulties</option>
            {GUIDE_DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficulty}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section aria-label="Guides" aria-busy={query.isFetching} className="mt-8">
        {query.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="aspect-[4/5] w-full rounded-[var(--radius-card)]" />
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-error">
            The guides could not be loaded. Please try again in a moment.
          </p>
        ) : guides.length === 0 ? (
          <div role="status" className="flex flex-col items-center gap-3 py-16 text-center">
            <BookOpen aria-hidden="true" className="h-10 w-10 text-muted-foreground" />
            <p className="text-lg text-muted-foreground">No guides match these filters.</p>
          </div>
        ) : (
          <>
            <p className="mb-4 text-muted-foreground text-sm" aria-live="polite">
              {query.data.total} {pluralNoun(query.data.total, "guide")}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {guides.map((guide, index) => (
                <li key={guide.id}>
                  <GuideCard guide={guide} priority={index === 0} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
