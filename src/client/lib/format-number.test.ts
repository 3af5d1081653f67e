import { describe, expect, it } from "vitest";
import { formatCountOf, formatNumber, pluralNoun } from "./format-number";

describe("formatNumber", () => {
  it("prints what Intl's en-US format prints", () => {
    const intl = new Intl.NumberFormat("en-US");
    const samples = [
      0,
      -0,
      7,
      12,
      999,
      1000,
      -1000,
      12_345,
      999_999,
      1_000_000,
      -98_417,
      123_456_789,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      1e21,
      2.5,
      1234.5678,
      -0.125,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    for (const value of samples)
      expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });

  it("groups whole numbers by thousands", () => {
    expect(formatNumber(1_234_567)).toBe("1,234,567");
    expect(formatNumber(-1_234)).toBe("-1,234");
  });
});

describe("formatCountOf", () => {
  it("uses the singular for exactly one and the plural for every other count", () => {
    expect(formatCountOf(1, "view")).toBe("1 view");
    expect(formatCountOf(0, "view")).toBe("0 views");
    expect(formatCountOf(2, "view")).toBe("2 views");
    expect(formatCountOf(12_345, "view")).toBe("12,345 views");
    expect(formatCountOf(-1, "point")).toBe("-1 points");
  });

  it("takes an irregular plural", () => {
    expect(formatCountOf(1, "reply", "replies")).toBe("1 reply");
    expect(formatCountOf(3, "reply", "replies")).toBe("3 replies");
    expect(pluralNoun(1, "reply", "replies")).toBe("reply");
    expect(pluralNoun(21, "reply", "replies")).toBe("replies");
  });
});
