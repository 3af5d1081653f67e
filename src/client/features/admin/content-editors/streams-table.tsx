import type { LiveStream } from "../../../../shared/live-streams";
import type { StreamTab } from "../../../../shared/live-streams-limits";
import { formatCount, formatDateTime } from "../admin-format";
import { Badge } from "../components/admin-states";
import { AdminTable, EmptyRow, Td, Th } from "../components/admin-table";
import { PLATFORM_LABELS } from "./streams-form-values";
import { StreamRowActions } from "./streams-row-actions";

const TIME_HEADINGS: Record<StreamTab, string> = {
  live: "Started",
  upcoming: "Planned start",
  recent: "Ended",
};
const VIEWER_HEADINGS: Record<StreamTab, string> = {
  live: "Viewers",
  upcoming: "Viewers",
  recent: "Peak viewers",
};

/** One tab's streams, each with its Edit, Go live or End, and Delete buttons. */
export function StreamsTable({
  tab,
  streams,
  emptyText,
}: {
  tab: StreamTab;
  streams: readonly LiveStream[];
  emptyText: string;
}) {
  // relative: the screen-reader-only names of the row buttons stay inside the scroll region
  // instead of widening the page on a phone.
  return (
    <AdminTable label={`${tab} streams`}>
      <thead>
        <tr>
          <Th>Title</Th>
          <Th>Streamer</Th>
          <Th>{TIME_HEADINGS[tab]}</Th>
          <Th className="text-right">{VIEWER_HEADINGS[tab]}</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {streams.length === 0 ? (
          <EmptyRow colSpan={5}>{emptyText}</EmptyRow>
        ) : (
          streams.map((stream) => (
            <tr key={stream.id} data-testid="stream-row">
              <Td className="min-w-52 max-w-xs">
                <span className="font-semibold">{stream.title}</span>
                {stream.isDemo ? (
                  <span className="ml-2">
                    <Badge>Demo</Badge>
                  </span>
                ) : null}
                <span className="block text-muted-foreground text-xs">
                  <span className="capitalize">{stream.category}</span>
                  {stream.gameTitle ? ` · ${stream.gameTitle}` : null}
                </span>
              </Td>
              <Td className="whitespace-nowrap">
                {stream.streamerName}
                <span className="block text-muted-foreground text-xs">
                  {PLATFORM_LABELS[stream.platform]}
                </span>
              </Td>
              <Td className="whitespace-nowrap">
                {formatDateTime(tab === "recent" ? stream.endedAt : stream.startedAt)}
              </Td>
              <Td className="text-right tabular-nums">
                {formatCount(tab === "recent" ? stream.maxViewers : stream.viewerCount)}
              </Td>
              <Td className="whitespace-nowrap">
                <StreamRowActions stream={stream} />
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
