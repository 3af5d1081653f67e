import { Layers, X } from "lucide-react";
import { type PageQueries, pageInfiniteQuery } from "../../../app/page-data";
import { Card } from "../../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { DeveloperUpdatesHero } from "../components/developer-updates-hero";
import { DeveloperUpdatesList } from "../components/developer-updates-list";
import { DeveloperUpdatesToolbar } from "../components/developer-updates-toolbar";
import { DevelopmentRoadmapCard } from "../components/roadmap-card";
import { UPDATE_TYPE_ICONS } from "../components/update-badges";
import {
  DEFAULT_UPDATE_FILTERS,
  type DeveloperUpdateFilters,
  isUpdateTab,
  tabOfType,
  typeOfTab,
  UPDATE_TAB_LABELS,
  UPDATE_TABS,
  type UpdateTab,
  updateFiltersOf,
  useUpdateFilters,
} from "../developer-updates-params";
import { developerUpdatesQuery } from "../hooks/use-developer-updates";

const TAB_ICONS: Record<UpdateTab, typeof Layers> = {
  all: Layers,
  roadmap: UPDATE_TYPE_ICONS.roadmap,
  "behind-scenes": UPDATE_TYPE_ICONS["behind-scenes"],
  announcements: UPDATE_TYPE_ICONS.announcement,
};

/**
 * The server reads the first page of the list the address asks for and hands it to the
 * client's cache in the HTML; the browser does not read it again when the page hydrates.
 */
export const pageQueries: PageQueries = ({ searchParams }) => [
  pageInfiniteQuery(developerUpdatesQuery(updateFiltersOf(searchParams))),
];

/** The tag the list is narrowed to (from a card's #tag), with the way back to every tag. */
function TagFilter({ tag, onClear }: { tag: string; onClear: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm" role="status">
      Showing updates tagged
      <span className="inline-flex items-center gap-1 rounded-full border border-primary/50 bg-primary/15 py-0.5 pr-1 pl-2.5 font-semibold text-foreground">
        #{tag}
        <button
          type="button"
          onClick={onClear}
          aria-label={`Remove the tag filter #${tag}`}
          className="rounded-full p-0.5 text-muted-foreground transition hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <X aria-hidden="true" className="h-3.5 w-3.5" />
        </button>
      </span>
    </p>
  );
}

function UpdatesResults({
  filters,
  onChange,
}: {
  filters: DeveloperUpdateFilters;
  onChange: (patch: Partial<DeveloperUpdateFilters>) => void;
}) {
  return (
    <div className="space-y-4">
      {filters.tag ? <TagFilter tag={filters.tag} onClear={() => onChange({ tag: "" })} /> : null}
      <DeveloperUpdatesList
        filters={filters}
        onClearFilters={() => onChange(DEFAULT_UPDATE_FILTERS)}
      />
    </div>
  );
}

/** Developer updates, /developer-updates. */
export function DeveloperUpdatesPage() {
  const { filters, setFilters } = useUpdateFilters();
  // The tabs filter by type like the dropdown, so the two always agree; a type without a tab
  // (Patch Notes) leaves every tab unselected and the list below them.
  const activeTab = tabOfType(filters.type);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8 lg:py-12">
      <DeveloperUpdatesHero />
      <Card className="p-4 sm:p-5">
        <DeveloperUpdatesToolbar filters={filters} onChange={setFilters} />
      </Card>
      {/*
        Manual activation: the arrow keys move between the tabs and Enter or Space chooses one.
        Each choice reads a list from the server, and with Patch Notes chosen in the dropdown
        (no tab selected) automatic activation would switch to All as soon as Tab reached them.
      */}
      <Tabs
        activationMode="manual"
        value={activeTab ?? ""}
        onValueChange={(value) => isUpdateTab(value) && setFilters({ type: typeOfTab(value) })}
      >
        <TabsList
          aria-label="Update types"
          className="max-sm:grid max-sm:h-auto max-sm:grid-cols-2"
        >
          {UPDATE_TABS.map((tab) => {
            const Icon = TAB_ICONS[tab];
            return (
              <TabsTrigger key={tab} value={tab} className="max-sm:px-2 max-sm:text-xs">
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                {UPDATE_TAB_LABELS[tab]}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {UPDATE_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab === activeTab ? <UpdatesResults filters={filters} onChange={setFilters} /> : null}
          </TabsContent>
        ))}
        {activeTab === null ? <UpdatesResults filters={filters} onChange={setFilters} /> : null}
      </Tabs>
      <DevelopmentRoadmapCard />
    </div>
  );
}
