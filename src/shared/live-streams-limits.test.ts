import { describe, expect, it } from "vitest";
import { channelOfUrl, formatStreamDuration, formatViewerCount } from "./live-streams-limits";

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
