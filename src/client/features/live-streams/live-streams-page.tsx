import { CalendarClock, History, Radio } from "lucide-react";
import { lazy, Suspense } from "react";
import {
  STREAM_CATEGORIES,
  STREAM_EMPTY_MESSAGES,
  STREAM_PLATFORMS,
  STREAM_TABS,
  type StreamTab,
} from "../../../shared/live-streams-limits";
import { type PageQueries, pageQuery } from "../../app/page-data";
import { useUser } from "../../app/session/use-user";
import { FilterSelect } from "../../components/filter-toolbar-fields";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { BecomeStreamerCard } from "./become-streamer-card";
import { type StreamFilters, streamFiltersOf, useStreamFilters } from "./live-streams-params";
import { StreamCard } from "./stream-card";
import { liveStreamsQuery, STREAMS_FAILED_MESSAGE, useLiveStreams } from "./use-live-streams";

/** The server reads the tab the address asks for, so the page arrives with its cards. */
export const pageQueries: PageQueries = ({ searchParams }) => [
  pageQuery(liveStreamsQuery(streamFiltersOf(searchParams))),
];

// Admins' tools: a chunk only admins download.
const StreamAdminActions = lazy(() =>
  import("./live-streams-admin").then((module) => ({ default: module.StreamAdminActions })),
);
const StreamerApplicationsPanel = lazy(() =>
  import("./live-streams-admin").then((module) => ({
    default: module.StreamerApplicationsPanel,
  })),
);

const TAB_ICONS: Record<StreamTab, typeof Radio> = {
  live: Radio,
  upcoming: CalendarClock,
  recent: History,
};

function isStreamTab(value: string): value is StreamTab {
  return (STREAM_TABS as readonly string[]).includes(value);
}

const PLATFORM_OPTIONS = [
  ["all", "All Platforms"],
  ...STREAM_PLATFORMS.map((platform) => [platform, platform] as const),
] as const;
const CATEGORY_OPTIONS = [
  ["all", "All Categories"],
  ...STREAM_CATEGORIES.map((category) => [category, category] as const),
] as const;

function StreamFiltersBar({
  filters,
  onChange,
}: {
  filters: StreamFilters;
  onChange: (patch: Partial<StreamFilters>) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
      <FilterSelect
        label="Platform"
        value={filters.platform}
        options={PLATFORM_OPTIONS}
        onChange={(platform) => onChange({ platform })}
        className="sm:w-48"
      />
      <FilterSelect
        label="Category"
        value={filters.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onChange({ category })}
        className="sm:w-48"
      />
    </div>
  );
}

function StreamsList({ filters }: { filters: StreamFilters }) {
  const query = useLiveStreams(filters);
  const isAdmin = useUser().user?.isAdmin === true;
  if (query.isPending) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="aspect-[4/5] w-full rounded-[var(--radius-card)]" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="py-12 text-center text-error">
        {STREAMS_FAILED_MESSAGE}
      </p>
    );
  }
  const { streams } = query.data;
  if (streams.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <Radio aria-hidden="true" className="h-10 w-10 text-muted-foreground" />
        <p role="status" className="text-lg text-muted-foreground">
          {STREAM_EMPTY_MESSAGES[filters.tab]}
        </p>
      </Card>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {streams.map((stream, index) => (
        <li key={stream.id}>
          <StreamCard
            stream={stream}
            priority={index === 0}
            adminActions={
              isAdmin ? (
                <Suspense fallback={null}>
                  <StreamAdminActions stream={stream} />
                </Suspense>
              ) : null
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** The live streams directory, /live-streams. */
export function LiveStreamsPage() {
  const { filters, setFilters } = useStreamFilters();
  const isAdmin = useUser().user?.isAdmin === true;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:py-12">
      <section
        aria-labelledby="live-streams-title"
        className="relative overflow-hidden rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-lg backdrop-blur-md sm:p-10"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-red-500/20 blur-3xl"
        />
        <p className="relative mb-3 inline-flex items-center gap-2 font-display font-semibold text-red-400 text-sm uppercase tracking-[0.2em]">
          <Radio aria-hidden="true" className="h-4 w-4" />
          On air
        </p>
        <h1
          id="live-streams-title"
          className="relative text-balance font-bold font-display text-4xl text-foreground uppercase leading-none tracking-wide sm:text-5xl lg:text-6xl"
        >
          Live Gaming Streams
        </h1>
        <p className="relative mt-4 max-w-2xl text-pretty text-base text-muted-foreground sm:text-lg">
          Watch the community's streamers live, see what is coming up and catch up on the streams
          you missed.
        </p>
      </section>

      <Tabs
        value={filters.tab}
        onValueChange={(value) => isStreamTab(value) && setFilters({ tab: value })}
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <TabsList aria-label="Streams" className="sm:max-w-md">
            {STREAM_TABS.map((tab) => {
              const Icon = TAB_ICONS[tab];
              return (
                <TabsTrigger key={tab} value={tab}>
                  <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                  {tab}
                </TabsTrigger>
              );
            })}
          </TabsList>
          <StreamFiltersBar filters={filters} onChange={setFilters} />
        </div>
        {STREAM_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab === filters.tab ? (
              <>
                {/* The stream cards are h3s: this heads them for the outline. */}
                <h2 className="sr-only">{`${tab.charAt(0).toUpperCase()}${tab.slice(1)} streams`}</h2>
                <StreamsList filters={filters} />
              </>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>

      {isAdmin ? (
        <Suspense fallback={null}>
          <StreamerApplicationsPanel />
        </Suspense>
      ) : null}
      <BecomeStreamerCard />
    </div>
  );
}
