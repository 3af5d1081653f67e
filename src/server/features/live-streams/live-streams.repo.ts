import type { Kysely, Selectable, Transaction } from "kysely";
import type {
  StreamCategory,
  StreamPlatform,
  StreamStatus,
  StreamTab,
} from "../../../shared/live-streams-limits";
import { inTransaction } from "../../db/in-transaction";
import type { Database, LiveStreamTable } from "../../db/schema";
import { reindexSearch } from "../../lib/search-index-writes";

/** SQL of the live streams table. */

export type LiveStreamRow = Selectable<LiveStreamTable> & { gameSlug: string | null };
type Db = Kysely<Database> | Transaction<Database>;

/** At most this many streams per tab: a directory page, not an archive. */
export const STREAMS_PER_TAB = 60;

const TAB_STATUS: Record<StreamTab, StreamStatus> = {
  live: "live",
  upcoming: "scheduled",
  recent: "ended",
};

function selectStreams(db: Db) {
  return db
    .selectFrom("liveStreams")
    .leftJoin("games", "games.id", "liveStreams.gameId")
    .selectAll("liveStreams")
    .select("games.slug as gameSlug");
}

/**
 * One tab of the page: live by most viewers, upcoming by the soonest start, recent by the
 * latest end (each order has its index).
 */
export function findStreams(
  db: Db,
  filters: { tab: StreamTab; platform?: StreamPlatform; category?: StreamCategory },
): Promise<LiveStreamRow[]> {
  let query = selectStreams(db).where("liveStreams.status", "=", TAB_STATUS[filters.tab]);
  if (filters.platform) query = query.where("liveStreams.platform", "=", filters.platform);
  if (filters.category) query = query.where("liveStreams.category", "=", filters.category);
  if (filters.tab === "live") {
    query = query.orderBy("liveStreams.viewerCount", "desc").orderBy("liveStreams.id", "desc");
  } else if (filters.tab === "upcoming") {
    query = query.orderBy("liveStreams.startedAt", "asc").orderBy("liveStreams.id", "asc");
  } else {
    query = query.orderBy("liveStreams.endedAt", "desc").orderBy("liveStreams.id", "desc");
  }
  return query.limit(STREAMS_PER_TAB).execute();
}

/** A game hub's streams: live first (most viewers), then the next scheduled ones. */
export function findGameStreams(db: Db, gameId: number, limit: number): Promise<LiveStreamRow[]> {
  return selectStreams(db)
    .where("liveStreams.gameId", "=", gameId)
    .where("liveStreams.status", "in", ["live", "scheduled"])
    .orderBy("liveStreams.status", "asc")
    .orderBy("liveStreams.viewerCount", "desc")
    .orderBy("liveStreams.startedAt", "asc")
    .limit(limit)
    .execute();
}

export function findStreamById(db: Db, id: number): Promise<LiveStreamRow | undefined> {
  return selectStreams(db).where("liveStreams.id", "=", id).executeTakeFirst();
}

export function findStreamByPlatformId(
  db: Db,
  platform: StreamPlatform,
  platformStreamId: string,
): Promise<LiveStreamRow | undefined> {
  return selectStreams(db)
    .where("liveStreams.platform", "=", platform)
    .where("liveStreams.platformStreamId", "=", platformStreamId)
    .executeTakeFirst();
}

/** A channel's scheduled stream planned to start before `until`, the soonest first. */
export function findScheduledStreamOfChannel(
  db: Db,
  applicationId: number,
  until: Date,
): Promise<LiveStreamRow | undefined> {
  return selectStreams(db)
    .where("liveStreams.applicationId", "=", applicationId)
    .where("liveStreams.status", "=", "scheduled")
    .where("liveStreams.startedAt", "<=", until.toISOString())
    .orderBy("liveStreams.startedAt", "asc")
    .executeTakeFirst();
}

/** The streams the job recorded live for these channels. */
export function findLiveStreamsOfChannels(
  db: Db,
  applicationIds: readonly number[],
): Promise<LiveStreamRow[]> {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return selectStreams(db)
    .where("liveStreams.applicationId", "in", applicationIds)
    .where("liveStreams.status", "=", "live")
    .execute();
}

/** A stream's columns as the service writes them (tags as a list). */
interface StreamValues {
  title: string;
  description: string;
  platform: string;
  category: string;
  streamUrl: string;
  thumbnailUrl: string | null;
  status: StreamStatus;
  viewerCount: number;
  maxViewers: number;
  startedAt: string;
  endedAt: string | null;
  streamerName: string;
  streamerAvatar: string | null;
  gameTitle: string;
  gameId: number | null;
  tags: readonly string[];
}

export async function insertStream(
  db: Db,
  values: StreamValues & {
    isDemo?: boolean;
    applicationId?: number | null;
    platformStreamId?: string | null;
  },
  now: Date,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("liveStreams")
      .values({
        ...values,
        tags: JSON.stringify(values.tags),
        isDemo: values.isDemo ?? false,
        applicationId: values.applicationId ?? null,
        platformStreamId: values.platformStreamId ?? null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await reindexSearch(trx, "stream", row.id);
    return row.id;
  });
}

export async function updateStream(
  db: Db,
  id: number,
  changes: Partial<StreamValues & { platformStreamId: string | null }>,
  now: Date,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const { tags, ...rest } = changes;
    await trx
      .updateTable("liveStreams")
      .set({
        ...rest,
        ...(tags ? { tags: JSON.stringify(tags) } : {}),
        updatedAt: now.toISOString(),
      })
      .where("id", "=", id)
      .execute();
    await reindexSearch(trx, "stream", id);
  });
}

export async function deleteStream(db: Db, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom("liveStreams").where("id", "=", id).executeTakeFirst();
    await reindexSearch(trx, "stream", id);
    return Number(result.numDeletedRows) > 0;
  });
}

export async function countStreams(db: Db): Promise<number> {
  const row = await db
    .selectFrom("liveStreams")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The site's game a stream's game title names (its title or slug, any case), so the game's
 * hub lists the stream; null for other games.
 */
export async function findGameIdByTitle(db: Db, gameTitle: string): Promise<number | null> {
  const title = gameTitle.trim().toLowerCase();
  if (!title) return null;
  const row = await db
    .selectFrom("games")
    .select("id")
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["title"]), "=", title),
        eb("slug", "=", title),
        eb("contentTag", "=", title),
      ]),
    )
    .executeTakeFirst();
  return row?.id ?? null;
}
