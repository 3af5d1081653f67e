import { Filter, Search } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import {
  ALL_CONTENT_TYPES,
  contentTypeLabel,
  OTHER_CONTENT_TYPES,
  SEARCH_QUERY_MAX,
  SPEC_CONTENT_TYPES,
} from "../../../shared/search-limits";
import { type PageQueries, pageInfiniteQuery } from "../../app/page-data";
import { pageTitle } from "../../app/page-title";
import { SearchForm } from "../../components/search-field";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { cn } from "../../lib/cn";
import { formatNumber } from "../../lib/format-number";
import { SearchFiltersPanel } from "./search-filters-panel";
import {
  activeFilterCount,
  DEFAULT_SEARCH_FILTERS,
  isSearchTab,
  type SearchFilters,
  type SearchTab,
  searchFiltersOf,
  useSearchFilters,
} from "./search-params";
import { SearchResults } from "./search-results";
import { searchQuery, useSearch } from "./use-search";

/**
 * The server reads the first page of the search the address asks for and hands it to the
 * client's cache in the HTML. No query, no read.
 */
export const pageQueries: PageQueries = ({ searchParams }) => {
  const filters = searchFiltersOf(searchParams);
  return filters.q ? [pageInfiniteQuery(searchQuery(filters))] : [];
};

type TypeCounts = ReadonlyMap<string, number>;

/**
 * The six main types always have a tab; the site's other types (discussions, updates,
 * feedback, streams, arcade games) only when they have results or their tab is open.
 */
export function visibleTabs(counts: TypeCounts | undefined, selected: SearchTab): SearchTab[] {
  const others = OTHER_CONTENT_TYPES.filter(
    (type) => type === selected || (counts?.get(type) ?? 0) > 0,
  );
  return [ALL_CONTENT_TYPES, ...SPEC_CONTENT_TYPES, ...others];
}

function tabLabel(tab: SearchTab): string {
  return tab === ALL_CONTENT_TYPES ? "All" : contentTypeLabel(tab);
}

/** The query field: prefilled from the address; submitting writes the new query there. */
function QueryForm({
  filters,
  onSearch,
  children,
}: {
  filters: SearchFilters;
  onSearch: (query: string) => void;
  children?: ReactNode;
}) {
  // Without JavaScript the form still searches: a plain GET of this page.
  return (
    <SearchForm
      label="Search terms"
      placeholder="Search games, news, guides..."
      applied={filters.q}
      onSearch={onSearch}
      maxLength={SEARCH_QUERY_MAX}
      buttonLabel="hidden-on-phones"
      className="flex gap-2"
      action="/search"
      inputProps={{ enterKeyHint: "search", autoComplete: "off" }}
    >
      {children}
    </SearchForm>
  );
}

/** Shown before anything is searched: no request is sent. */
function SearchPrompt() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/15 text-primary">
        <Search aria-hidden="true" className="h-6 w-6" />
      </span>
      <div className="space-y-1">
        <h2 className="font-bold font-display text-xl">What are you looking for?</h2>
        <p className="max-w-md text-muted-foreground text-sm">
          Search news, games, guides, hardware, mods and deals, as well as forum discussions,
          developer updates, feedback, streams and the retro arcade.
        </p>
      </div>
    </Card>
  );
}

/** Site search, /search?q=... */
export function SearchPage() {
  const { filters, setFilters } = useSearchFilters();
  const search = useSearch(filters);
  const filterCount = activeFilterCount(filters);
  const [isPanelOpen, setIsPanelOpen] = useState(filterCount > 0);
  const panelId = useId();
  const hasQuery = filters.q !== "";

  // A tab opened from the address may sit past the edge of the phone's scrolling row.
  const tabListRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabListRef.current;
    const active = list?.querySelector(`[data-tab="${filters.contentType}"]`);
    if (!list || !active) return;
    const box = list.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    if (tab.left >= box.left && tab.right <= box.right) return;
    list.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2;
  }, [filters.contentType]);

  // The tab's title names the query, so the history list tells searches apart.
  useEffect(() => {
    document.title = hasQuery ? `${filters.q} - ${pageTitle("/search")}` : pageTitle("/search");
  }, [hasQuery, filters.q]);

  const counts = search.facets
    ? new Map(search.facets.contentTypes.map(({ type, count }) => [type as string, count]))
    : undefined;
  const allCount = counts ? [...counts.values()].reduce((sum, count) => sum + count, 0) : undefined;
  const tabs = visibleTabs(counts, filters.contentType);
  const clearFilters = () =>
    setFilters({
      sort: DEFAULT_SEARCH_FILTERS.sort,
      dateRange: DEFAULT_SEARCH_FILTERS.dateRange,
      tags: [],
    });

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:py-12">
      <header className="space-y-2">
        <h1 className="font-bold font-display text-4xl text-foreground uppercase leading-none tracking-wide sm:text-5xl">
          Search
        </h1>
        <p className="text-muted-foreground">
          {hasQuery ? (
            <>
              Results for <span className="font-semibold text-foreground">“{filters.q}”</span>
            </>
          ) : (
            "Find news, games, guides and more across GameHub."
          )}
        </p>
      </header>

      <QueryForm
        filters={filters}
        // An emptied field goes back to the prompt, with nothing searched.
        onSearch={(q) => setFilters(q ? { q } : DEFAULT_SEARCH_FILTERS)}
      >
        {hasQuery ? (
          <Button
            variant="outline"
            className={cn("h-11 max-sm:px-3", isPanelOpen && "border-primary text-primary")}
            aria-expanded={isPanelOpen}
            aria-controls={panelId}
            onClick={() => setIsPanelOpen((open) => !open)}
          >
            <Filter aria-hidden="true" className="h-4 w-4" />
            Filters
            {filterCount > 0 ? (
              <span className="rounded-full bg-primary px-1.5 font-bold text-primary-foreground text-xs">
                {filterCount}
                <span className="sr-only"> active</span>
              </span>
            ) : null}
          </Button>
        ) : null}
      </QueryForm>

      {hasQuery && isPanelOpen ? (
        <SearchFiltersPanel
          id={panelId}
          filters={filters}
          tagFacets={search.facets?.tags}
          onChange={setFilters}
        />
      ) : null}

      {hasQuery ? (
        <Tabs
          value={filters.contentType}
          onValueChange={(value) => isSearchTab(value) && setFilters({ contentType: value })}
          // Arrow keys move between tabs; Enter or Space opens one (each opening is a search).
          activationMode="manual"
        >
          <TabsList
            aria-label="Content types"
            ref={tabListRef}
            // One scrolling row on phones; rows that wrap from 640 px.
            className="flex justify-start overflow-x-auto [scrollbar-width:thin] sm:flex-wrap"
          >
            {tabs.map((tab) => {
              // No counts while a new query's first reply is on its way.
              const count =
                counts === undefined
                  ? undefined
                  : tab === ALL_CONTENT_TYPES
                    ? allCount
                    : (counts.get(tab) ?? 0);
              return (
                <TabsTrigger key={tab} value={tab} data-tab={tab} className="group flex-none">
                  {tabLabel(tab)}{" "}
                  {count !== undefined ? (
                    <span
                      className={cn(
                        "rounded-full bg-black/25 px-1.5 font-sans font-semibold text-[11px] tabular-nums tracking-normal",
                        // On the selected tab's light fill a dark tint took the small figures
                        // below 4.5:1: there they sit on the tab's own colour, ringed instead.
                        "group-data-[state=active]:bg-transparent group-data-[state=active]:ring-1 group-data-[state=active]:ring-current",
                        count === 0 && "opacity-70",
                      )}
                    >
                      {formatNumber(count)}
                    </span>
                  ) : null}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent
              key={tab}
              value={tab}
              // The panel is a stop on the way from the tabs to the results: show it.
              className="rounded-[var(--radius-card)] focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-4 focus-visible:ring-offset-background"
            >
              {tab === filters.contentType ? (
                <>
                  {/* The results' cards are h3s: this heads them for the outline. */}
                  <h2 className="sr-only">{tabLabel(tab)} results</h2>
                  <SearchResults filters={filters} search={search} onClearFilters={clearFilters} />
                </>
              ) : null}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <SearchPrompt />
      )}
    </div>
  );
}
