import { useMemo } from "react";
import { FormField } from "../../../components/ui/form-field";
import { inputClassName } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { plural } from "../admin-format";
import { AdminLayout } from "../components/admin-layout";
import { AdminError, AdminLoading } from "../components/admin-states";
import { FilterForm } from "../components/filter-form";
import { FilterWordsField } from "../components/filter-words-field";
import { useUrlFilters } from "../url-filters";
import { BackToEditorsLink } from "./editor-frame";
import { CreateRetroGameDialog } from "./retro-games-form-dialogs";
import { useRetroGamesList } from "./retro-games-queries";
import { RetroGamesCards, RetroGamesTable } from "./retro-games-table";

const RETRO_FILTERS = ["q", "genre"] as const;
const EVERY_GAME = { q: "", genre: "" };

/**
 * /admin/content/retro-games: the retro arcade's games, searched and filtered by genre
 * (in the address), added, edited and deleted, and their js-dos bundles uploaded or replaced.
 */
export function RetroGamesEditorScreen() {
  const [filters, setFilters] = useUrlFilters(RETRO_FILTERS);
  const games = useRetroGamesList(filters);
  // The genres come from the whole library, so a filtered list still offers every genre.
  const library = useRetroGamesList(EVERY_GAME);
  const genres = useMemo(
    () => [...new Set((library.data ?? []).map((game) => game.genre))].sort(),
    [library.data],
  );
  const isFiltered = filters.q !== "" || filters.genre !== "";
  const list = games.data ?? [];
  const emptyText = isFiltered
    ? "No retro game matches these filters."
    : "The arcade has no games yet.";

  return (
    <AdminLayout
      title="Retro games"
      description="The retro arcade's games: add, edit and remove them, and upload the js-dos bundle each one plays from."
      actions={<CreateRetroGameDialog genres={genres} />}
    >
      <BackToEditorsLink className="mb-5 gap-1.5" />
      <FilterForm
        key={filters.q}
        label="Search retro games"
        submitLabel="Search"
        canClear={isFiltered}
        onApply={(data) => setFilters({ q: String(data.get("q") ?? "") })}
        onClear={() => setFilters({ q: "", genre: "" })}
      >
        <FilterWordsField label="Title, developer or genre" defaultValue={filters.q} />
        <FormField label="Genre" className="w-full sm:w-48">
          <select
            value={filters.genre}
            onChange={(event) => setFilters({ genre: event.target.value })}
            className={cn(inputClassName, "appearance-auto")}
          >
            <option value="">All genres</option>
            {genres.map((genre) => (
              <option key={genre} value={genre}>
                {genre}
              </option>
            ))}
            {filters.genre && !genres.includes(filters.genre) ? (
              <option value={filters.genre}>{filters.genre}</option>
            ) : null}
          </select>
        </FormField>
      </FilterForm>
      {games.isPending ? (
        <AdminLoading label="Loading retro games" rows={5} />
      ) : games.isError && list.length === 0 ? (
        <AdminError
          error={games.error}
          what="The retro games"
          onRetry={() => void games.refetch()}
        />
      ) : (
        <>
          <p className="mb-2 text-muted-foreground text-sm" aria-live="polite">
            Showing {plural(list.length, "game")}
            {isFiltered ? " that match" : ""}
          </p>
          <RetroGamesTable games={list} genres={genres} emptyText={emptyText} />
          <RetroGamesCards games={list} genres={genres} emptyText={emptyText} />
        </>
      )}
    </AdminLayout>
  );
}
