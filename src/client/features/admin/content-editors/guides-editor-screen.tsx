import { GUIDES_PAGE_SIZE } from "../../../../shared/guides";
import { FormField } from "../../../components/ui/form-field";
import { inputClassName } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { AdminLayout } from "../components/admin-layout";
import { AdminError, AdminLoading } from "../components/admin-states";
import { FilterForm } from "../components/filter-form";
import { FilterWordsField } from "../components/filter-words-field";
import { useUrlFilters } from "../url-filters";
import { BackToEditorsLink } from "./editor-frame";
import { useEditorGames } from "./games-editor-api";
import { useEditorGuides } from "./guides-editor-api";
import { GuideFormButton } from "./guides-form-button";
import { GuidesPager } from "./guides-pager";
import { GuidesTable } from "./guides-table";

const GUIDE_FILTERS = ["game", "q", "page"] as const;

function pageOf(value: string): number {
  const page = Number.parseInt(value, 10);
  return Number.isSafeInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** The filter's games: every game of the catalogue, by title. */
function GameFilterOptions() {
  const games = useEditorGames();
  const list = [...(games.data?.games ?? [])].sort((a, b) => a.title.localeCompare(b.title));
  return (
    <>
      <option value="">All games</option>
      {list.map((game) => (
        <option key={game.slug} value={game.slug}>
          {game.title}
        </option>
      ))}
    </>
  );
}

/**
 * /admin/content/guides: every guide, a page at a time as the API pages them, filtered by game
 * or found by words; each written, edited (sections and mod links too) and deleted from here.
 */
export function GuidesEditorScreen() {
  const [values, setFilters] = useUrlFilters(GUIDE_FILTERS);
  const filters = { game: values.game, q: values.q, page: pageOf(values.page) };
  const guides = useEditorGuides(filters);
  const games = useEditorGames();
  const isFiltered = filters.game !== "" || filters.q !== "";

  return (
    <AdminLayout
      title="Guides"
      description="Every game guide, newest first: write one, edit its sections and mod links, or delete it."
      actions={<GuideFormButton guide={null} />}
    >
      <BackToEditorsLink />
      <FilterForm
        // Redrawn with the address's values (Back, Clear) once the games are there to select.
        key={`${filters.game}|${filters.q}|${games.isSuccess}`}
        label="Filter the guides"
        canClear={isFiltered}
        onApply={(data) =>
          setFilters({ game: String(data.get("game")), q: String(data.get("q")), page: "" })
        }
        onClear={() => setFilters({ game: "", q: "", page: "" })}
      >
        <FormField label="Game" className="w-full sm:w-56">
          <select
            name="game"
            defaultValue={filters.game}
            className={cn(inputClassName, "cursor-pointer")}
          >
            <GameFilterOptions />
          </select>
        </FormField>
        <FilterWordsField
          label="Words"
          defaultValue={filters.q}
          placeholder="In the title or description"
          className="w-full sm:w-64"
        />
      </FilterForm>
      {guides.isPending ? (
        <AdminLoading label="Loading guides" rows={6} />
      ) : guides.isError ? (
        <AdminError error={guides.error} what="The guides" onRetry={() => void guides.refetch()} />
      ) : (
        <>
          <GuidesTable
            guides={guides.data.guides}
            emptyText={
              filters.page > 1
                ? "No guides on this page."
                : isFiltered
                  ? "No guide matches these filters."
                  : "No guides yet: write the first one."
            }
          />
          <GuidesPager
            page={guides.data.page}
            pageSize={GUIDES_PAGE_SIZE}
            total={guides.data.total}
            hasMore={guides.data.hasMore}
            onPage={(page) => setFilters({ page: page > 1 ? String(page) : "" })}
          />
        </>
      )}
    </AdminLayout>
  );
}
