import { z } from "zod";
import { idSchema, pathIdSchema } from "./ids";
import {
  channelOfUrl,
  channelUrlHint,
  STREAM_CATEGORIES,
  STREAM_PLATFORMS,
  STREAM_STATUSES,
  STREAM_TABS,
  STREAMER_PITCH_MAX,
  STREAMER_PITCH_MIN,
} from "./live-streams-limits";

/**
 * Live streams and streamer applications: the reply shapes
 * of `GET /api/live-streams`, the admins' create and edit payloads, and the application form
 * shared by the dialog and the server.
 */

export const liveStreamSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  platform: z.enum(STREAM_PLATFORMS),
  category: z.enum(STREAM_CATEGORIES),
  streamUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  status: z.enum(STREAM_STATUSES),
  isLive: z.boolean(),
  viewerCount: z.number(),
  maxViewers: z.number(),
  /** Minutes: since the start while live, the whole stream once ended, 0 before it starts. */
  duration: z.number(),
  /** The start, or the planned start of an upcoming stream (ISO 8601). */
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  streamerName: z.string(),
  streamerAvatar: z.string().nullable(),
  gameTitle: z.string(),
  /** The game hub on this site when the stream's game is one of ours: /games/{slug}. */
  gameUrl: z.string().nullable(),
  tags: z.array(z.string()),
  /** Seeded so a new site looks alive; admins delete it when real streams arrive. */
  isDemo: z.boolean(),
});
export type LiveStream = z.infer<typeof liveStreamSchema>;

export const liveStreamsReplySchema = z.object({ streams: z.array(liveStreamSchema) });
export const liveStreamReplySchema = z.object({ stream: liveStreamSchema });

const ALL = "all";
export const liveStreamsQuerySchema = z.object({
  tab: z.enum(STREAM_TABS, { error: "tab must be live, upcoming or recent" }).default("live"),
  platform: z
    .enum([ALL, ...STREAM_PLATFORMS], { error: "platform must be twitch, youtube or discord" })
    .default(ALL)
    .transform((value) => (value === ALL ? undefined : value)),
  category: z
    .enum([ALL, ...STREAM_CATEGORIES], {
      error: "category must be gaming, tutorial, tournament or community",
    })
    .default(ALL)
    .transform((value) => (value === ALL ? undefined : value)),
});

export const liveStreamIdParams = z.object({ id: pathIdSchema("Stream not found") });

const httpsUrl = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((value) => /^https:\/\/[^\s]+$/.test(value), `${label} must be an https:// address`);
const imageUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (value) => /^\/[^/\\]/.test(value) || /^https:\/\/[^\s]+$/.test(value),
      `${label} must be a site path (/images/...) or an https:// address`,
    );
const isoDate = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` })
    .refine(isStorableTime, `${label} must be a date and time (ISO 8601)`);

/**
 * ISO 8601 allows what a database refuses: offsets beyond the real ones (±14:00; PostgreSQL
 * stops at ±15:59) and years outside 1 to 9999 (PostgreSQL has no year 0).
 */
function isStorableTime(value: string): boolean {
  const offset = /([+-])(\d{2}):?(\d{2})$/.exec(value);
  if (offset && Number(offset[2]) * 60 + Number(offset[3]) > 14 * 60) return false;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

const streamFields = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(3, "Title must be at least 3 characters")
    .max(140, "Title must be at most 140 characters"),
  description: z.string().trim().max(1000, "Description must be at most 1,000 characters"),
  platform: z.enum(STREAM_PLATFORMS, { error: "Platform must be twitch, youtube or discord" }),
  category: z.enum(STREAM_CATEGORIES, {
    error: "Category must be gaming, tutorial, tournament or community",
  }),
  streamUrl: httpsUrl("Stream link"),
  thumbnailUrl: imageUrl("Thumbnail").nullable(),
  streamerName: z
    .string({ error: "Streamer name is required" })
    .trim()
    .min(1, "Streamer name is required")
    .max(60, "Streamer name must be at most 60 characters"),
  streamerAvatar: imageUrl("Streamer avatar").nullable(),
  gameTitle: z.string().trim().max(100, "Game must be at most 100 characters"),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, "Tags cannot be empty")
        .max(30, "Tags must be at most 30 characters"),
      {
        error: "Tags must be a list of words",
      },
    )
    .max(10, "A stream has at most 10 tags"),
  status: z.enum(STREAM_STATUSES, { error: "Status must be scheduled, live or ended" }),
  /** The start, or the planned start of a scheduled stream. */
  startedAt: isoDate("Start"),
  viewerCount: z
    .number({ error: "Viewers must be a number" })
    .int("Viewers must be a whole number")
    .min(0, "Viewers cannot be negative")
    .max(100_000_000, "Viewers must be at most 100,000,000"),
});

/** An admin's new stream: by default a scheduled one with no viewers. */
export const createLiveStreamSchema = streamFields.extend({
  description: streamFields.shape.description.default(""),
  thumbnailUrl: streamFields.shape.thumbnailUrl.default(null),
  streamerAvatar: streamFields.shape.streamerAvatar.default(null),
  gameTitle: streamFields.shape.gameTitle.default(""),
  tags: streamFields.shape.tags.default([]),
  status: streamFields.shape.status.default("scheduled"),
  viewerCount: streamFields.shape.viewerCount.default(0),
  /**
   * An approved streamer's channel this stream belongs to: when the live-status job sees the
   * channel go live near the planned start, this stream becomes the live one.
   */
  applicationId: idSchema("Streamer must be an approved application's id").nullable().default(null),
});
export type NewLiveStream = z.infer<typeof createLiveStreamSchema>;

/**
 * An admin's change: any of the fields. `status: "live"` starts the stream now (unless a start
 * is given), `status: "ended"` ends it now and keeps its duration and peak viewers.
 */
export const updateLiveStreamSchema = streamFields
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "Nothing to change");
export type LiveStreamChanges = z.infer<typeof updateLiveStreamSchema>;

// Streamer applications ------------------------------------------------------------------

export const STREAMER_APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;

/** The "Become a Streamer" form of a signed-in member. */
export const streamerApplicationSchema = z
  .object({
    platform: z.enum(STREAM_PLATFORMS, { error: "Choose the platform you stream on" }),
    channelUrl: z
      .string({ error: "Channel address is required" })
      .trim()
      .min(1, "Channel address is required")
      .max(300, "Channel address must be at most 300 characters"),
    categories: z
      .array(z.enum(STREAM_CATEGORIES, { error: "Choose categories from the list" }), {
        error: "Choose at least one category",
      })
      .min(1, "Choose at least one category")
      .max(STREAM_CATEGORIES.length, "Choose categories from the list"),
    pitch: z
      .string({ error: "Tell us about your streams" })
      .trim()
      .min(
        STREAMER_PITCH_MIN,
        `Tell us about your streams in at least ${STREAMER_PITCH_MIN} characters`,
      )
      .max(
        STREAMER_PITCH_MAX,
        `Keep it under ${STREAMER_PITCH_MAX.toLocaleString("en-US")} characters`,
      ),
  })
  .superRefine((value, ctx) => {
    if (channelOfUrl(value.platform, value.channelUrl) === null) {
      ctx.addIssue({
        code: "custom",
        path: ["channelUrl"],
        message: channelUrlHint(value.platform, value.channelUrl),
      });
    }
  });
export type StreamerApplicationInput = z.infer<typeof streamerApplicationSchema>;

export const streamerApplicationReplySchema = z.object({
  id: z.number(),
  platform: z.enum(STREAM_PLATFORMS),
  channelUrl: z.string(),
  /** The Twitch login, YouTube handle or channel id, or Discord invite code. */
  channel: z.string(),
  categories: z.array(z.enum(STREAM_CATEGORIES)),
  pitch: z.string(),
  status: z.enum(STREAMER_APPLICATION_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  applicant: z.object({ id: z.number(), username: z.string(), avatar: z.string().nullable() }),
});
export type StreamerApplication = z.infer<typeof streamerApplicationReplySchema>;

export const streamerApplicationEnvelope = z.object({
  application: streamerApplicationReplySchema,
});
export const myStreamerApplicationReplySchema = z.object({
  application: streamerApplicationReplySchema.nullable(),
});
export const streamerApplicationsReplySchema = z.object({
  applications: z.array(streamerApplicationReplySchema),
});
export const streamerApplicationsQuerySchema = z.object({
  status: z
    .enum(STREAMER_APPLICATION_STATUSES, { error: "status must be pending, approved or rejected" })
    .optional(),
});
export const streamerApplicationIdParams = z.object({
  id: pathIdSchema("Application not found"),
});
