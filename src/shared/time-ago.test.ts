import { describe, expect, it } from "vitest";
import { formatTimeAgo } from "./time-ago";

const now = new Date("2026-11-21T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatTimeAgo", () => {
  it.each([
    [ago(20_000), "just now"],
    [ago(5 * MINUTE), "5m ago"],
    [ago(2 * HOUR), "2h ago"],
    [ago(3 * DAY), "3d ago"],
    [ago(15 * DAY), "2w ago"],
    [ago(95 * DAY), "3mo ago"],
    [ago(800 * DAY), "2y ago"],
  ])("formats %s as %s", (date, expected) => {
    expect(formatTimeAgo(date, now)).toBe(expected);
  });

  it("never shows a future date as negative", () => {
    expect(formatTimeAgo(new Date(now.getTime() + HOUR), now)).toBe("just now");
  });
});
