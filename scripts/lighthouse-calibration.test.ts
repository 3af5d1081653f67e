import { describe, expect, it } from "vitest";
import { CALIBRATION, calibratedMultiplier, emulatesFasterPhone } from "./lighthouse-calibration";

describe("calibratedMultiplier", () => {
  it("keeps Lighthouse's fourfold slowdown on the reference machine", () => {
    expect(calibratedMultiplier(CALIBRATION.referenceHostIndex)).toBe(4);
  });

  it("slows a faster machine down more, so it emulates the same phone", () => {
    expect(calibratedMultiplier(3_500)).toBe(5.51);
    expect(emulatesFasterPhone(3_500, calibratedMultiplier(3_500))).toBe(false);
  });

  it("slows a busier machine down less, but never below its own speed", () => {
    expect(calibratedMultiplier(1_270)).toBe(2);
    expect(calibratedMultiplier(300)).toBe(1);
  });
});

describe("emulatesFasterPhone", () => {
  it("refuses a fast host run at the fixed fourfold slowdown", () => {
    expect(emulatesFasterPhone(3_400, 4)).toBe(true);
  });

  it("accepts the reference machine at 4x and the benchmark's own noise", () => {
    expect(emulatesFasterPhone(2_539, 4)).toBe(false);
    expect(emulatesFasterPhone(2_900, 4)).toBe(false);
  });
});
