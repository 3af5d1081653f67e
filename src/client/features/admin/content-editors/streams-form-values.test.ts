import { describe, expect, it } from "vitest";
import {
  createLiveStreamSchema,
  type LiveStream,
  updateLiveStreamSchema,
} from "../../../../shared/live-streams";
import {
  emptyStreamValues,
  newStreamPayloadOf,
  streamChangesOf,
  streamValuesOf,
} from "./streams-form-values";

const STREAM: LiveStream = {
  id: 7,
  title: "Friday finals",
  description: "",
  platform: "twitch",
  category: "tournament",
  streamUrl: "https://www.twitch.tv/gamehub",
  thumbnailUrl: null,
  status: "scheduled",
  isLive: false,
  viewerCount: 0,
  maxViewers: 0,
  duration: 0,
  startedAt: "2030-05-03T18:00:00.000Z",
  endedAt: null,
  streamerName: "GameHub",
  streamerAvatar: null,
  gameTitle: "",
  gameUrl: null,
  tags: ["finals", "cup"],
  isDemo: false,
};

describe("the stream form's payloads", () => {
  it("makes a new stream the shared schema accepts, with the chosen streamer's application", () => {
    const values = {
      ...emptyStreamValues(new Date("2030-05-03T10:20:00Z")),
      applicationId: "12",
      title: "Friday finals",
      streamUrl: "https://www.twitch.tv/gamehub",
      streamerName: "GameHub",
      tags: "finals, , cup",
    };
    const parsed = createLiveStreamSchema.parse(newStreamPayloadOf(values));
    expect(parsed.applicationId).toBe(12);
    expect(parsed.tags).toEqual(["finals", "cup"]);
    expect(parsed.status).toBe("scheduled");
    expect(new Date(parsed.startedAt).getTime()).toBeGreaterThan(Date.parse("2030-05-03T10:20Z"));
  });

  it("sends only what an edit changed, and nothing when nothing changed", () => {
    const initial = streamValuesOf(STREAM);
    expect(streamChangesOf({ ...initial, title: "Saturday finals" }, initial)).toEqual({
      title: "Saturday finals",
    });
    const unchanged = updateLiveStreamSchema.safeParse(streamChangesOf(initial, initial));
    expect(unchanged.success).toBe(false);
    expect(unchanged.error?.issues[0]?.message).toBe("Nothing to change");
  });
});
