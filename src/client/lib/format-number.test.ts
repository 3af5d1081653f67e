import { describe, expect, it } from "vitest";
import { formatNumber } from "./format-number";

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
