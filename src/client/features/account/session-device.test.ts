import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./session-device";

describe("describeUserAgent", () => {
  it("names Chrome on Windows", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      ),
    ).toEqual({ label: "Chrome on Windows", kind: "desktop" });
  });

  it("names Safari on an iPhone as a phone", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ label: "Safari on iPhone", kind: "phone" });
  });

  it("tells Edge apart from the Chrome it mentions", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      ).label,
    ).toBe("Edge on macOS");
  });

  it("names Firefox on an Android phone", () => {
    expect(
      describeUserAgent("Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0"),
    ).toEqual({ label: "Firefox on Android", kind: "phone" });
  });

  it("says Unknown device without a user agent or for a script", () => {
    expect(describeUserAgent(null).label).toBe("Unknown device");
    expect(describeUserAgent("curl/8.5.0").label).toBe("Unknown device");
  });
});
