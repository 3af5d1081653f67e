import { describe, expect, it } from "vitest";
import {
  channelOfUrl,
  channelUrlHint,
  formatStreamDuration,
  formatViewerCount,
  platformOfUrl,
} from "./live-streams-limits";

describe("formatViewerCount", () => {
  it("shows counts under 1,000 as they are, then K and M with one decimal", () => {
    expect(formatViewerCount(0)).toBe("0");
    expect(formatViewerCount(999)).toBe("999");
    expect(formatViewerCount(1_000)).toBe("1.0K");
    expect(formatViewerCount(1_050)).toBe("1.1K");
    expect(formatViewerCount(12_480)).toBe("12.5K");
    expect(formatViewerCount(1_000_000)).toBe("1.0M");
    expect(formatViewerCount(1_240_000)).toBe("1.2M");
  });
});

describe("formatStreamDuration", () => {
  it("says 'Just started' under a minute, then minutes, then hours and minutes", () => {
    expect(formatStreamDuration(0)).toBe("Just started");
    expect(formatStreamDuration(59)).toBe("59m");
    expect(formatStreamDuration(60)).toBe("1h 0m");
    expect(formatStreamDuration(125)).toBe("2h 5m");
  });
});

describe("channelOfUrl", () => {
  it("reads a Twitch login, a YouTube handle or channel id and a Discord invite", () => {
    expect(channelOfUrl("twitch", "https://www.twitch.tv/PixelPilot")).toBe("pixelpilot");
    expect(channelOfUrl("youtube", "https://www.youtube.com/@blockwise")).toBe("@blockwise");
    expect(channelOfUrl("youtube", "https://youtube.com/channel/UC1234567890123456789012")).toBe(
      "channel/UC1234567890123456789012",
    );
    expect(channelOfUrl("discord", "https://discord.gg/city-rp")).toBe("city-rp");
  });

  it("refuses another platform's address, plain http and paths beyond the channel", () => {
    expect(channelOfUrl("twitch", "https://www.youtube.com/@blockwise")).toBeNull();
    expect(channelOfUrl("twitch", "http://www.twitch.tv/pixelpilot")).toBeNull();
    expect(channelOfUrl("twitch", "https://www.twitch.tv/pixelpilot/videos")).toBeNull();
    expect(channelOfUrl("discord", "https://discord.com/channels/1")).toBeNull();
  });
});

describe("the streamer form's platform, read from the address", () => {
  it("names the platform of an address as it is typed", () => {
    expect(platformOfUrl("https://www.youtube.com/@someone")).toBe("youtube");
    expect(platformOfUrl("youtube.com/@some")).toBe("youtube");
    expect(platformOfUrl("https://m.twitch.tv/")).toBe("twitch");
    expect(platformOfUrl("https://discord.gg/abc")).toBe("discord");
    expect(platformOfUrl("https://discord.com/invite/abc")).toBe("discord");
    expect(platformOfUrl("https://notyoutube.com/@x")).toBeNull();
    expect(platformOfUrl("https://example.com/twitch.tv")).toBeNull();
    expect(platformOfUrl("")).toBeNull();
    expect(platformOfUrl("h")).toBeNull();
  });

  it("hints at the platform the address names, not only the one chosen", () => {
    expect(channelUrlHint("twitch", "https://www.youtube.com/@someone")).toBe(
      "That is a YouTube address: choose YouTube as the platform",
    );
    expect(channelUrlHint("youtube", "https://www.twitch.tv/someone")).toBe(
      "That is a Twitch address: choose Twitch as the platform",
    );
    expect(channelUrlHint("twitch", "https://example.com/me")).toBe(
      "Enter your channel's address, like https://www.twitch.tv/yourname",
    );
    expect(channelUrlHint("youtube", "https://www.youtube.com/nope")).toBe(
      "Enter your channel's address, like https://www.youtube.com/@yourname",
    );
  });

  it("the application schema accepts a YouTube address with YouTube chosen, and says which to choose otherwise", async () => {
    const { streamerApplicationSchema } = await import("./live-streams");
    const input = {
      platform: "youtube",
      channelUrl: "https://www.youtube.com/@someone",
      categories: ["gaming"],
      pitch: "Evening streams of survival games with friends.",
    };
    expect(streamerApplicationSchema.safeParse(input).success).toBe(true);
    const wrong = streamerApplicationSchema.safeParse({ ...input, platform: "twitch" });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([
      "That is a YouTube address: choose YouTube as the platform",
    ]);
  });
});
