import { describe, expect, it } from "vitest";
import { formatLongDate } from "./format-date";

describe("formatLongDate", () => {
  it("writes the month in words", () => {
    expect(formatLongDate("2025-01-05T12:00:00.000Z")).toBe("January 5, 2025");
  });

  it("says Unknown for a date it cannot read", () => {
    expect(formatLongDate("not a date")).toBe("Unknown");
  });
});
