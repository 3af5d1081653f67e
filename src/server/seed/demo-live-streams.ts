import type { Kysely } from "kysely";
import type {
  StreamCategory,
  StreamPlatform,
  StreamStatus,
} from "../../shared/live-streams-limits";
import { MINUTE_MS } from "../../shared/time-units";
import type { Database } from "../db/schema";
import {
  countStreams,
  findGameIdByTitle,
  insertStream,
} from "../features/live-streams/live-streams.repo";

interface DemoStream {
  status: StreamStatus;
  title: string;
  description: string;
  platform: StreamPlatform;
  category: StreamCategory;
  channel: string;
  streamerName: string;
  gameTitle: string;
  /** Picture: one of the game art files that ship with the site. */
  art: string;
  tags: string[];
  /** Minutes from now: negative for a start in the past. */
  startsIn: number;
  /** Ended streams: how long they ran. */
  ranFor?: number;
  viewers: number;
  peak?: number;
}

/**
 * Original demo streams in every tab (live, upcoming, recent), dated relative to the seed, so a
 * new site's /live-streams is not empty. Marked as demo content: the cards say so, and admins
 * delete them (DELETE /api/live-streams/:id) once real streamers are listed.
 */
const DEMO_STREAMS: readonly DemoStream[] = [
  {
    status: "live",
    title: "Heist night in Los Santos: the Cayo Perico speedrun attempt",
    description: "Trying to beat our crew's best Cayo Perico time. Chat picks the approach.",
    platform: "twitch",
    category: "gaming",
    channel: "pixelpilot_demo",
    streamerName: "PixelPilot",
    gameTitle: "GTA V",
    art: "gta",
    tags: ["Heists", "Speedrun", "English", "Co-op"],
    startsIn: -134,
    viewers: 12_480,
  },
  {
    status: "live",
    title: "Wipe day! Building a hilltop base from nothing",
    description: "Fresh server, fresh start. Base tour and raid defence later tonight.",
    platform: "youtube",
    category: "gaming",
    channel: "rustbucket_demo",
    streamerName: "RustBucket",
    gameTitle: "Rust",
    art: "rust",
    tags: ["Survival", "Base building"],
    startsIn: -47,
    viewers: 3_260,
  },
  {
    status: "live",
    title: "Community cup: 5v5 quarter-finals",
    description: "The GameHub community cup continues. Casters on, brackets on the forum.",
    platform: "twitch",
    category: "tournament",
    channel: "gamehub_cups_demo",
    streamerName: "GameHub Cups",
    gameTitle: "Valorant",
    art: "valorant",
    tags: ["Tournament", "5v5", "Casting"],
    startsIn: 0,
    viewers: 1_050,
  },
  {
    status: "live",
    title: "Redstone for beginners: a working item sorter",
    description: "Step by step, no mods. Bring questions, we'll build it together.",
    platform: "youtube",
    category: "tutorial",
    channel: "blockwise_demo",
    streamerName: "Blockwise",
    gameTitle: "Minecraft",
    art: "minecraft",
    tags: ["Redstone", "Beginner friendly"],
    startsIn: -22,
    viewers: 640,
  },
  {
    status: "scheduled",
    title: "FiveM roleplay server launch night",
    description: "Opening the doors of our new roleplay city. Whitelist applications in Discord.",
    platform: "discord",
    category: "community",
    channel: "cityrp_demo",
    streamerName: "CityRP Crew",
    gameTitle: "FiveM",
    art: "fivem",
    tags: ["Roleplay", "Launch"],
    startsIn: 180,
    viewers: 0,
  },
  {
    status: "scheduled",
    title: "Star Citizen cargo runs with viewers",
    description: "Join the org, grab a ship and haul cargo across Stanton with us.",
    platform: "twitch",
    category: "community",
    channel: "voidtrader_demo",
    streamerName: "VoidTrader",
    gameTitle: "Star Citizen",
    art: "star-citizen",
    tags: ["Space", "Trading", "Viewer games"],
    startsIn: 26 * 60,
    viewers: 0,
  },
  {
    status: "scheduled",
    title: "Warzone loadout workshop: what changed this season",
    description: "Every meta weapon tested on the range, with the numbers behind the picks.",
    platform: "youtube",
    category: "tutorial",
    channel: "loadoutlab_demo",
    streamerName: "Loadout Lab",
    gameTitle: "Call of Duty",
    art: "call-of-duty",
    tags: ["Loadouts", "Season update"],
    startsIn: 3 * 24 * 60,
    viewers: 0,
  },
  {
    status: "ended",
    title: "Red Dead Redemption 2: the whole Guarma chapter, no skips",
    description: "A relaxed story playthrough, chapter five from start to end.",
    platform: "twitch",
    category: "gaming",
    channel: "frontierfolk_demo",
    streamerName: "FrontierFolk",
    gameTitle: "Red Dead Redemption 2",
    art: "red-dead-redemption",
    tags: ["Story", "Blind playthrough"],
    startsIn: -9 * 60,
    ranFor: 225,
    viewers: 0,
    peak: 5_870,
  },
  {
    status: "ended",
    title: "Zero build duos: 20-bomb attempts",
    description: "Duos with a viewer every match. We got close twice.",
    platform: "youtube",
    category: "gaming",
    channel: "stormchaser_demo",
    streamerName: "StormChaser",
    gameTitle: "Fortnite",
    art: "fortnite",
    tags: ["Zero Build", "Duos", "Viewer games"],
    startsIn: -28 * 60,
    ranFor: 95,
    viewers: 0,
    peak: 1_240_000,
  },
  {
    status: "ended",
    title: "Monthly community hangout",
    description: "News from the site, your questions, and a look at next month's events.",
    platform: "discord",
    category: "community",
    channel: "gamehub_demo",
    streamerName: "GameHub",
    gameTitle: "",
    art: "fallback",
    tags: ["Community", "Q&A"],
    startsIn: -3 * 24 * 60,
    ranFor: 58,
    viewers: 0,
    peak: 0,
  },
];

const CHANNEL_URL: Record<StreamPlatform, (channel: string) => string> = {
  twitch: (channel) => `https://www.twitch.tv/${channel}`,
  youtube: (channel) => `https://www.youtube.com/@${channel}`,
  discord: (channel) => `https://discord.gg/${channel.replace(/_/g, "-")}`,
};

/** Only while the table is empty: streams admins or the job wrote are never touched. */
export async function seedDemoLiveStreams(db: Kysely<Database>, now: Date): Promise<void> {
  if ((await countStreams(db)) > 0) return;
  await db.transaction().execute(async (trx) => {
    for (const stream of DEMO_STREAMS) {
      const start = new Date(now.getTime() + stream.startsIn * MINUTE_MS);
      const end =
        stream.status === "ended" && stream.ranFor !== undefined
          ? new Date(start.getTime() + stream.ranFor * MINUTE_MS)
          : null;
      await insertStream(
        trx,
        {
          title: stream.title,
          description: stream.description,
          platform: stream.platform,
          category: stream.category,
          streamUrl: CHANNEL_URL[stream.platform](stream.channel),
          thumbnailUrl: `/images/games/art/${stream.art}.webp`,
          status: stream.status,
          viewerCount: stream.viewers,
          maxViewers: stream.peak ?? stream.viewers,
          startedAt: start.toISOString(),
          endedAt: end?.toISOString() ?? null,
          streamerName: stream.streamerName,
          streamerAvatar: null,
          gameTitle: stream.gameTitle,
          gameId: await findGameIdByTitle(trx, stream.gameTitle),
          tags: stream.tags,
          isDemo: true,
        },
        now,
      );
    }
  });
}
