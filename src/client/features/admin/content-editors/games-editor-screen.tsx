import { useDeferredValue, useState } from "react";
import type { Game } from "../../../../shared/games";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { formatCount, plural } from "../admin-format";
import { AdminLayout } from "../components/admin-layout";
import { AdminError, AdminLoading } from "../components/admin-states";
import { BackToEditorsLink } from "./editor-frame";
import { useEditorGames } from "./games-editor-api";
import { GameFormButton } from "./games-form-button";
import { GamesTable } from "./games-table";

/** Games whose title or slug holds the typed text, in any case. */
function matching(games: readonly Game[], text: string): readonly Game[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return games;
  return games.filter(
    (game) => game.title.toLowerCase().includes(needle) || game.slug.includes(needle),
  );
}

/**
 * /admin/content/games: the whole catalogue (featured first, as /games orders them), found by
 * name; each game created, edited, featured or not, and deleted from here.
 */
export function GamesEditorScreen() {
  const games = useEditorGames();
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const all = games.data?.games ?? [];
  const shown = matching(all, deferredSearch);
  const featuredCount = all.filter((game) => game.isFeatured).length;

  return (
    <AdminLayout
      title="Games"
      description="Every game of the catalogue: featured games show on /games, and every game has its hub."
      actions={<GameFormButton game={null} />}
    >
      <BackToEditorsLink />
      <search aria-label="Search the games" className="mb-4 block">
        <FormField label="Find a game" className="w-full sm:w-72">
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={100}
            autoComplete="off"
            placeholder="Title or slug"
          />
        </FormField>
      </search>
      {games.isPending ? (
        <AdminLoading label="Loading games" rows={6} />
      ) : games.isError ? (
        <AdminError error={games.error} what="The games" onRetry={() => void games.refetch()} />
      ) : (
        <>
          <p className="mb-2 text-muted-foreground text-sm" aria-live="polite">
            {deferredSearch.trim()
              ? `${formatCount(shown.length)} of ${formatCount(all.length)} games match`
              : `${plural(all.length, "game")}, ${formatCount(featuredCount)} featured`}
          </p>
          <GamesTable
            games={shown}
            emptyText={
              deferredSearch.trim()
                ? `No game matches “${deferredSearch.trim()}”.`
                : "No games yet: add the first one."
            }
          />
        </>
      )}
    </AdminLayout>
  );
}
