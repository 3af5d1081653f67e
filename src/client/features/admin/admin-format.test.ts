import { describe, expect, it } from "vitest";
import {
  compactJson,
  formatDate,
  formatDateTime,
  localDateTimeToIso,
  plural,
} from "./admin-format";
import { ADMIN_NAV_ITEMS, isCurrentAdminItem } from "./admin-nav-items";
import { sparklinePoints } from "./components/sparkline";

describe("admin formatting", () => {
  it("writes times in UTC, and a dash for none", () => {
    expect(formatDateTime("2099-03-01T12:30:00.000Z")).toBe("Mar 1, 2099, 12:30 UTC");
    expect(formatDate("2099-03-01T23:30:00.000Z")).toBe("Mar 1, 2099");
    expect(formatDateTime(null)).toBe("—");
    expect(formatDateTime("not a date")).toBe("—");
  });

  it("counts in words", () => {
    expect(plural(1, "member")).toBe("1 member");
    expect(plural(1200, "member")).toBe("1,200 members");
  });

  it("cuts long audit values to one short line", () => {
    expect(compactJson({ isAdmin: true })).toBe('{"isAdmin":true}');
    expect(compactJson(null)).toBe("—");
    expect(compactJson("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("turns a datetime-local value into an ISO time and leaves anything else for the schema", () => {
    expect(localDateTimeToIso("2099-03-01T12:30")).toBe(new Date(2099, 2, 1, 12, 30).toISOString());
    expect(localDateTimeToIso("")).toBe("");
    expect(localDateTimeToIso("tomorrow")).toBe("tomorrow");
  });
});

describe("admin nav", () => {
  const current = (pathname: string) =>
    ADMIN_NAV_ITEMS.filter((item) => isCurrentAdminItem(item, pathname)).map((item) => item.label);

  it("marks exactly one screen, a member's page under Users", () => {
    expect(current("/admin")).toEqual(["Dashboard"]);
    expect(current("/admin/")).toEqual(["Dashboard"]);
    expect(current("/admin/users/42")).toEqual(["Users"]);
    expect(current("/admin/audit")).toEqual(["Audit log"]);
  });
});

describe("sparkline", () => {
  it("scales the busiest day to the top and draws an empty month flat on the bottom", () => {
    const points = sparklinePoints([
      { day: "2026-01-01", count: 0 },
      { day: "2026-01-02", count: 4 },
      { day: "2026-01-03", count: 2 },
    ]);
    expect(points).toBe("2.0,30.0 60.0,2.0 118.0,16.0");
    expect(
      sparklinePoints([
        { day: "2026-01-01", count: 0 },
        { day: "2026-01-02", count: 0 },
      ]),
    ).toBe("2.0,30.0 118.0,30.0");
    expect(sparklinePoints([])).toBe("");
  });
});
