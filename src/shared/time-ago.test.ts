import { describe, expect, it } from "vitest";
import { formatTimeAgo } from "./time-ago";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "./time-units";

const now = new Date("2026-11-21T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("formatTimeAgo", () => {
  it.each([
    [ago(20_000), "just now"],
    [ago(5 * MINUTE_MS), "5m ago"],
    [ago(2 * HOUR_MS), "2h ago"],
    [ago(3 * DAY_MS), "3d ago"],
    [ago(15 * DAY_MS), "2w ago"],
    [ago(95 * DAY_MS), "3mo ago"],
    [ago(800 * DAY_MS), "2y ago"],
  ])("formats %s as %s", (date, expected) => {
    expect(formatTimeAgo(date, now)).toBe(expected);
  });

  it("never shows a future date as negative", () => {
    expect(formatTimeAgo(new Date(now.getTime() + HOUR_MS), now)).toBe("just now");
  });
});
