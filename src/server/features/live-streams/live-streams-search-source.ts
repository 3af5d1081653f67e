import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { indexableText } from "../../lib/indexable-text";
import { toIsoString } from "../../lib/iso-date";
import {
  type SearchDocumentSource,
  type SourceBatch,
  type SourceRows,
  selectSourceRows,
  sourceBatchOf,
} from "../../lib/search-source";
import { parseStringList } from "../../lib/string-list-column";

type Db = Kysely<Database> | Transaction<Database>;

/** Every stream is a "stream" result, leading to the tab that lists it. */
export const liveStreamsSearchSource: SearchDocumentSource = {
  source: "stream",
  load: loadStreams,
};

const STREAM_TAB_OF_STATUS: Record<string, string> = {
  live: "live",
  scheduled: "upcoming",
  ended: "recent",
};

async function loadStreams(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const streams = await selectSourceRows(
    db.selectFrom("liveStreams").selectAll(),
    "id",
    rows,
  ).execute();
  return sourceBatchOf(streams, (stream) => {
    const tab = STREAM_TAB_OF_STATUS[stream.status] ?? "live";
    return [
      {
        source: "stream",
        sourceId: stream.id,
        part: 0,
        kind: "stream",
        resultId: String(stream.id),
        url: tab === "live" ? "/live-streams" : `/live-streams?tab=${tab}`,
        thumbnail: stream.thumbnailUrl,
        title: stream.title,
        tags: parseStringList(stream.tags),
        body: indexableText(stream.description, stream.gameTitle, stream.streamerName),
        author: stream.streamerName,
        createdAt: toIsoString(stream.startedAt),
        showsDate: true,
        views: stream.maxViewers,
      },
    ];
  });
}
