import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * Run in a zone far from UTC, as a reader's browser may be: the server renders in UTC, and the
 * browser must print the same text when it hydrates the page.
 */
const savedZone = process.env.TZ;
let formatLongDate: (isoDate: string) => string;

beforeAll(async () => {
  process.env.TZ = "America/New_York";
  ({ formatLongDate } = await import("./format-date"));
});

afterAll(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

describe("formatLongDate", () => {
  it("writes the month in words", () => {
    expect(formatLongDate("2025-01-05T12:00:00.000Z")).toBe("January 5, 2025");
  });

  it("says Unknown for a date it cannot read", () => {
    expect(formatLongDate("not a date")).toBe("Unknown");
  });

  it("writes the UTC day, whatever the machine's time zone", () => {
    expect(new Date("2025-01-05T01:00:00.000Z").getDate()).toBe(4); // the zone is in force
    expect(formatLongDate("2025-01-05T00:00:00.000Z")).toBe("January 5, 2025");
    expect(formatLongDate("2025-01-05T23:59:59.000Z")).toBe("January 5, 2025");
    expect(formatLongDate("2025-01-05T23:30:00.000-05:00")).toBe("January 6, 2025");
  });
});

describe("formatLongDate against Intl", () => {
  it("prints what Intl's en-US long style prints, in UTC", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    const samples = [
      "2025-01-05T12:00:00.000Z",
      "2024-02-29T23:59:59.999Z",
      "1999-12-31T00:00:00.000Z",
      "2026-11-27T03:10:00.000Z",
      "1000-06-15T00:00:00.000Z",
      "0999-06-15T00:00:00.000Z",
      "+012345-03-01T00:00:00.000Z",
    ];
    for (const iso of samples) expect(formatLongDate(iso), iso).toBe(intl.format(new Date(iso)));
  });
});
