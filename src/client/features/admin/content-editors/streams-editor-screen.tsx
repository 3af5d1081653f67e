import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import type { LiveStream } from "../../../../shared/live-streams";
import { STREAM_TABS, type StreamTab } from "../../../../shared/live-streams-limits";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { Link } from "../../../lib/router";
import { AdminLayout } from "../components/admin-layout";
import { AdminError, AdminLoading } from "../components/admin-states";
import { CreateStreamDialog } from "./streams-form-dialogs";
import { useStreamsOfTab } from "./streams-queries";
import { StreamsTable } from "./streams-table";

const TAB_LABELS: Record<StreamTab, string> = {
  live: "Live",
  upcoming: "Upcoming",
  recent: "Recent",
};
const EMPTY_TEXTS: Record<StreamTab, string> = {
  live: "No stream is live.",
  upcoming: "No stream is scheduled: schedule one with New stream.",
  recent: "No stream has ended yet.",
};

function matches(stream: LiveStream, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [stream.title, stream.streamerName, stream.gameTitle, stream.platform, ...stream.tags]
    .join(" ")
    .toLowerCase()
    .includes(needle);
}

/** One tab: its streams (the public page's 60 per tab), narrowed by the search box. */
function StreamsTab({ tab, search }: { tab: StreamTab; search: string }) {
  const streams = useStreamsOfTab(tab);
  if (streams.isPending) return <AdminLoading label={`Loading ${tab} streams`} rows={3} />;
  if (streams.isError) {
    return (
      <AdminError
        error={streams.error}
        what={`The ${tab} streams`}
        onRetry={() => void streams.refetch()}
      />
    );
  }
  const shown = streams.data.streams.filter((stream) => matches(stream, search));
  return (
    <StreamsTable
      tab={tab}
      streams={shown}
      emptyText={search.trim() ? `No ${tab} stream matches “${search.trim()}”.` : EMPTY_TEXTS[tab]}
    />
  );
}

/**
 * /admin/content/streams: the streams of /live-streams by tab, a new stream scheduled for an
 * approved streamer, edits, Go live / End, and deletes after a confirmation.
 */
export function StreamsEditorScreen() {
  const [tab, setTab] = useState<StreamTab>("upcoming");
  const [search, setSearch] = useState("");
  return (
    <AdminLayout
      title="Live streams"
      description="Schedule streams for approved streamers, edit them, start or end them, or remove them from /live-streams."
      actions={<CreateStreamDialog />}
    >
      <div className="grid grid-cols-1 gap-5">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link
            to="/admin/content#editors"
            className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to the content editors
          </Link>
          <Link
            to="/admin/content#streamers"
            className="font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary"
          >
            Review streamer applications
          </Link>
        </p>
        <FormField label="Search streams" className="max-w-md">
          <Input
            type="search"
            placeholder="Title, streamer, game or tag"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </FormField>
        <Tabs value={tab} onValueChange={(value) => setTab(value as StreamTab)} className="gap-4">
          <TabsList aria-label="Streams by status" className="sm:max-w-md">
            {STREAM_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {TAB_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {STREAM_TABS.map((value) => (
            <TabsContent key={value} value={value}>
              <StreamsTab tab={value} search={search} />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </AdminLayout>
  );
}
