import type { LiveStream, StreamerApplication } from "../../../../shared/live-streams";
import type { StreamPlatform } from "../../../../shared/live-streams-limits";
import { isoToLocalDateTime, localDateTimeToIso } from "../admin-format";
import { numberOrUndefined, splitList, textOrNull } from "./content-form-resolver";

/** The platforms as their owners write them. */
export const PLATFORM_LABELS: Record<StreamPlatform, string> = {
  twitch: "Twitch",
  youtube: "YouTube",
  discord: "Discord",
};

/** The stream form's fields as their controls hold them. */
export interface StreamFormValues {
  /** An approved streamer application's id, or "" for none (new streams only). */
  applicationId: string;
  title: string;
  description: string;
  platform: string;
  category: string;
  streamUrl: string;
  thumbnailUrl: string;
  streamerName: string;
  streamerAvatar: string;
  gameTitle: string;
  /** Comma-separated. */
  tags: string;
  status: string;
  /** The browser's `datetime-local` value (the admin's own time zone). */
  startedAt: string;
  viewerCount: string;
}

/** A new stream: scheduled an hour from now, on the next full hour. */
export function emptyStreamValues(now = new Date()): StreamFormValues {
  const start = new Date(now.getTime() + 60 * 60 * 1000);
  start.setMinutes(0, 0, 0);
  return {
    applicationId: "",
    title: "",
    description: "",
    platform: "twitch",
    category: "gaming",
    streamUrl: "",
    thumbnailUrl: "",
    streamerName: "",
    streamerAvatar: "",
    gameTitle: "",
    tags: "",
    status: "scheduled",
    startedAt: isoToLocalDateTime(start),
    viewerCount: "0",
  };
}

/** The form's values as an existing stream holds them. */
export function streamValuesOf(stream: LiveStream): StreamFormValues {
  return {
    applicationId: "",
    title: stream.title,
    description: stream.description,
    platform: stream.platform,
    category: stream.category,
    streamUrl: stream.streamUrl,
    thumbnailUrl: stream.thumbnailUrl ?? "",
    streamerName: stream.streamerName,
    streamerAvatar: stream.streamerAvatar ?? "",
    gameTitle: stream.gameTitle,
    tags: stream.tags.join(", "),
    status: stream.status,
    startedAt: isoToLocalDateTime(new Date(stream.startedAt)),
    viewerCount: String(stream.viewerCount),
  };
}

/** What choosing an approved streamer fills in: their platform, channel, name and avatar. */
export function valuesOfStreamer(application: StreamerApplication): Partial<StreamFormValues> {
  return {
    platform: application.platform,
    streamUrl: application.channelUrl,
    streamerName: application.applicant.username,
    streamerAvatar: application.applicant.avatar ?? "",
    category: application.categories[0] ?? "gaming",
  };
}

/** The fields every payload has (the PATCH compares these). */
function streamFieldsOf(values: StreamFormValues): Record<string, unknown> {
  return {
    title: values.title,
    description: values.description,
    platform: values.platform,
    category: values.category,
    streamUrl: values.streamUrl,
    thumbnailUrl: textOrNull(values.thumbnailUrl),
    streamerName: values.streamerName,
    streamerAvatar: textOrNull(values.streamerAvatar),
    gameTitle: values.gameTitle,
    tags: splitList(values.tags),
    status: values.status,
    startedAt: localDateTimeToIso(values.startedAt),
    viewerCount: numberOrUndefined(values.viewerCount),
  };
}

/** POST /api/live-streams: every field, and the streamer's application when one is chosen. */
export function newStreamPayloadOf(values: StreamFormValues): Record<string, unknown> {
  return {
    ...streamFieldsOf(values),
    applicationId: values.applicationId === "" ? null : Number(values.applicationId),
  };
}

/** PATCH /api/live-streams/:id sends only what changed (the server keeps the rest). */
export function streamChangesOf(
  values: StreamFormValues,
  initial: StreamFormValues,
): Record<string, unknown> {
  const next = streamFieldsOf(values);
  const before = streamFieldsOf(initial);
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]),
    ),
  );
}
