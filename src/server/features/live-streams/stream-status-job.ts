import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { StreamCategory, StreamPlatform } from "../../../shared/live-streams-limits";
import type { AppContext } from "../../app-context";
import type { JobRegistry } from "../../lib/jobs/job-registry";
import { parseStringList } from "../../lib/string-list-column";
import { localizeImage } from "../media";
import { findWatchedChannels, savePlatformChannelId } from "../streamer-applications";
import {
  findGameIdByTitle,
  findLiveStreamsOfChannels,
  findScheduledStreamOfChannel,
  findStreamByPlatformId,
  insertStream,
  updateStream,
} from "./live-streams.repo";
import {
  createTwitchClient,
  createYouTubeClient,
  type PlatformBroadcast,
  type WatchedChannel,
} from "./stream-platforms";

const JOB_NAME = "live-stream-status";

declare module "fastify" {
  interface FastifyInstance {
    /** The live-status job, or null when no platform has credentials. */
    streamStatusJob: StreamStatusJob | null;
  }
}

export interface StreamStatusJob {
  /** One poll of every platform that has credentials; what changed, for logs and tests. */
  pollOnce(): Promise<{ started: number; updated: number; ended: number; failed: string[] }>;
}

/**
 * Keeps the approved streamers' live status up to date: every STREAMS_POLL_SECONDS, asks each
 * platform with credentials which watched channels are live, and writes what it says: a
 * channel that went live gets a live stream record, a live one follows its viewer count and
 * peak, one that went offline is ended and keeps its duration and peak under "recent". A
 * platform that fails leaves its channels' records as they were. Nothing is invented: only
 * what a platform answered is written.
 */
export function createStreamStatusJob(
  context: AppContext,
  log: FastifyBaseLogger,
): StreamStatusJob | null {
  const settings = context.config.streamPlatforms;
  if (!settings || (!settings.twitch && !settings.youtube)) return null;
  const twitch = settings.twitch ? createTwitchClient(settings.twitch) : null;
  const youtube = settings.youtube ? createYouTubeClient(settings.youtube) : null;

  return {
    async pollOnce() {
      const now = context.now();
      const channels = await findWatchedChannels(context.db);
      const outcome = { started: 0, updated: 0, ended: 0, failed: [] as string[] };
      const platforms: [StreamPlatform, typeof twitch | typeof youtube][] = [
        ["twitch", twitch],
        ["youtube", youtube],
      ];
      for (const [platform, client] of platforms) {
        const watched = channels.filter((channel) => channel.platform === platform);
        if (!client || watched.length === 0) continue;
        let broadcasts: Map<number, PlatformBroadcast | null>;
        try {
          broadcasts = await client.liveBroadcasts(watched, now);
        } catch (error) {
          log.warn({ err: error, platform }, "live streams: the platform could not be read");
          outcome.failed.push(platform);
          continue;
        }
        if (platform === "youtube" && youtube) await rememberYouTubeIds(watched, youtube);
        const changes = await applyBroadcasts(context, watched, broadcasts, log);
        outcome.started += changes.started;
        outcome.updated += changes.updated;
        outcome.ended += changes.ended;
      }
      return outcome;
    },
  };

  async function rememberYouTubeIds(
    watched: readonly (WatchedChannel & { platformChannelId: string | null })[],
    client: ReturnType<typeof createYouTubeClient>,
  ): Promise<void> {
    for (const channel of watched) {
      if (channel.platformChannelId) continue;
      const id = await client.channelId(channel).catch(() => null);
      if (id) await savePlatformChannelId(context.db, channel.applicationId, id);
    }
  }
}

type Channel = Awaited<ReturnType<typeof findWatchedChannels>>[number];

async function applyBroadcasts(
  context: AppContext,
  channels: readonly Channel[],
  broadcasts: ReadonlyMap<number, PlatformBroadcast | null>,
  log: FastifyBaseLogger,
): Promise<{ started: number; updated: number; ended: number }> {
  const now = context.now();
  const counts = { started: 0, updated: 0, ended: 0 };
  const liveRecords = await findLiveStreamsOfChannels(
    context.db,
    channels.map((channel) => channel.applicationId),
  );
  for (const channel of channels) {
    if (!broadcasts.has(channel.applicationId)) continue;
    const broadcast = broadcasts.get(channel.applicationId) ?? null;
    const platform = channel.platform as StreamPlatform;
    // Records of this channel that are live here but not on the platform any more end now.
    for (const record of liveRecords) {
      if (record.applicationId !== channel.applicationId) continue;
      if (broadcast && record.platformStreamId === broadcast.platformStreamId) continue;
      await updateStream(
        context.db,
        record.id,
        {
          status: "ended",
          endedAt: now.toISOString(),
          maxViewers: Math.max(Number(record.maxViewers), Number(record.viewerCount)),
          viewerCount: 0,
        },
        now,
      );
      counts.ended += 1;
    }
    if (!broadcast) continue;
    // An admin's scheduled stream of this channel, planned to start within the hour, becomes
    // the live record (it keeps its category, description and tags).
    const known =
      (await findStreamByPlatformId(context.db, platform, broadcast.platformStreamId)) ??
      (await findScheduledStreamOfChannel(
        context.db,
        channel.applicationId,
        new Date(now.getTime() + 3_600_000),
      ));
    if (known) {
      await updateStream(
        context.db,
        known.id,
        {
          status: "live",
          ...(known.status === "scheduled"
            ? { startedAt: broadcast.startedAt, platformStreamId: broadcast.platformStreamId }
            : {}),
          title: broadcast.title,
          viewerCount: broadcast.viewerCount,
          maxViewers: Math.max(Number(known.maxViewers), broadcast.viewerCount),
          endedAt: null,
          ...(broadcast.gameTitle
            ? {
                gameTitle: broadcast.gameTitle,
                gameId: await findGameIdByTitle(context.db, broadcast.gameTitle),
              }
            : {}),
        },
        now,
      );
      counts.updated += 1;
      continue;
    }
    const categories = parseStringList(channel.categories) as StreamCategory[];
    await insertStream(
      context.db,
      {
        title: broadcast.title.slice(0, 140),
        description: channel.pitch.slice(0, 1000),
        platform,
        category: categories[0] ?? "gaming",
        streamUrl: broadcast.streamUrl,
        // Downloaded once and served from this site, as every image is.
        thumbnailUrl: await localizeImage(context, broadcast.thumbnailUrl, log),
        status: "live",
        viewerCount: broadcast.viewerCount,
        maxViewers: broadcast.viewerCount,
        startedAt: broadcast.startedAt,
        endedAt: null,
        streamerName: broadcast.channelName.slice(0, 60),
        streamerAvatar: channel.avatar,
        gameTitle: broadcast.gameTitle.slice(0, 100),
        gameId: await findGameIdByTitle(context.db, broadcast.gameTitle),
        tags: broadcast.tags.slice(0, 10),
        applicationId: channel.applicationId,
        platformStreamId: broadcast.platformStreamId,
      },
      now,
    );
    counts.started += 1;
  }
  return counts;
}

/**
 * Registers the poll, every STREAMS_POLL_SECONDS when a platform has credentials. With several
 * server processes, the shared job-run row lets one of them poll per interval.
 */
export function registerStreamStatusJob(
  app: FastifyInstance,
  jobs: JobRegistry,
  context: AppContext,
): void {
  const job = createStreamStatusJob(context, app.log);
  app.decorate("streamStatusJob", job);
  const seconds = context.config.streamPlatforms?.pollSeconds ?? 180;
  if (!job) {
    app.log.info("live streams: no platform credentials, live status is set by admins");
    return;
  }
  // 0 (tests only; the setting's minimum is 30): polls only when `pollOnce` is called.
  if (seconds === 0) return;
  jobs.register({
    name: JOB_NAME,
    everyMs: seconds * 1000,
    claim: { slackMs: 5000 },
    firstRun: "background",
    run: async () => {
      const outcome = await job.pollOnce();
      if (outcome.started + outcome.updated + outcome.ended > 0) {
        app.log.info(outcome, "live streams: status updated from the platforms");
      }
    },
    failure: { level: "error", message: "live streams: poll failed" },
  });
}
