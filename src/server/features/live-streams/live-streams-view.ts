import type { LiveStream } from "../../../shared/live-streams";
import type {
  StreamCategory,
  StreamPlatform,
  StreamStatus,
} from "../../../shared/live-streams-limits";
import { MINUTE_MS } from "../../../shared/time-units";
import { toIsoString } from "../../lib/iso-date";
import { parseStringList } from "../../lib/string-list-column";
import type { LiveStreamRow } from "./live-streams.repo";

/**
 * A stream's minutes: from its start until now while live, from its start to its end once
 * ended, none before it starts.
 */
export function streamDurationMinutes(row: LiveStreamRow, now: Date): number {
  if (row.status === "scheduled") return 0;
  const start = new Date(row.startedAt).getTime();
  const end =
    row.status === "ended" && row.endedAt ? new Date(row.endedAt).getTime() : now.getTime();
  return Math.max(0, Math.floor((end - start) / MINUTE_MS));
}

/** A live_streams row as the API shows it (no queries here). */
export function toLiveStream(row: LiveStreamRow, now: Date): LiveStream {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    platform: row.platform as StreamPlatform,
    category: row.category as StreamCategory,
    streamUrl: row.streamUrl,
    thumbnailUrl: row.thumbnailUrl,
    status: row.status as StreamStatus,
    isLive: row.status === "live",
    viewerCount: Number(row.viewerCount),
    maxViewers: Number(row.maxViewers),
    duration: streamDurationMinutes(row, now),
    startedAt: toIsoString(row.startedAt),
    endedAt: row.endedAt ? toIsoString(row.endedAt) : null,
    streamerName: row.streamerName,
    streamerAvatar: row.streamerAvatar,
    gameTitle: row.gameTitle,
    gameUrl: row.gameSlug ? `/games/${row.gameSlug}` : null,
    tags: parseStringList(row.tags),
    isDemo: Boolean(row.isDemo),
  };
}
