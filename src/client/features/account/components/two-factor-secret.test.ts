import { describe, expect, it } from "vitest";
import { groupSecret } from "./two-factor-secret";

describe("groupSecret", () => {
  it("splits the key into groups of four", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
  });

  it("leaves a short last group and no trailing space", () => {
    expect(groupSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});
