/**
 * How `npm run lighthouse` chooses its CPU slowdown (scripts/lighthouse.ts), apart so it can be
 * tested.
 */

/**
 * Simulated throttling multiplies the host's own main-thread time by `cpuSlowdownMultiplier`,
 * so with a fixed multiplier a faster host flatters the page. Lighthouse's own calibration rule
 * chooses the multiplier from the host's benchmark index and the device to emulate (its
 * brackets: high-end desktop 1,500–2,000, mid-tier phone 125–800; 4x takes a high-end desktop
 * to a mid-tier phone). The device here is the phone the default 4x makes of our reference
 * machine: a 2-core machine of benchmark index 2,539, the ordinary machine the targets must
 * hold on. 2,539 / 4 ≈ 635 is inside the mid-tier phone bracket (a Moto G4 class phone, what
 * Lighthouse's mobile preset stands for), so the reference machine keeps Lighthouse's default
 * and every other host emulates that same phone: multiplier = host index / 635, 4 on the
 * reference machine, more on a faster one, less on a busier one.
 */
export const CALIBRATION = {
  referenceHostIndex: 2_539,
  defaultMultiplier: 4,
  /** Benchmark index of the emulated phone: referenceHostIndex / defaultMultiplier. */
  phoneIndex: 2_539 / 4,
  /** Never speed the page up; the guide's table goes up to 20x for the slowest phones. */
  minMultiplier: 1,
  maxMultiplier: 20,
  /**
   * A run whose host measured faster than the multiplier assumed by more than this share
   * emulated a faster phone than the reference one: its figures are not called "met". The
   * benchmark itself varies by about a tenth from one measure to the next.
   */
  tolerance: 0.15,
  /** Benchmark measures before the runs (median); each run's own index follows them. */
  initialSamples: 3,
  /** The multiplier for the next run follows the median of the last runs' indexes. */
  followRuns: 3,
} as const;

/** The multiplier that makes a host of this benchmark index emulate the reference phone. */
export function calibratedMultiplier(hostIndex: number): number {
  const raw = hostIndex / CALIBRATION.phoneIndex;
  const bounded = Math.min(CALIBRATION.maxMultiplier, Math.max(CALIBRATION.minMultiplier, raw));
  return Math.round(bounded * 100) / 100;
}

/**
 * Whether runs on a host of this benchmark index, slowed down this much, emulated a phone
 * faster than the reference one by more than the benchmark's own noise: their figures flatter
 * the page and are not called "met".
 */
export function emulatesFasterPhone(hostIndex: number, multiplier: number): boolean {
  return hostIndex / multiplier > CALIBRATION.phoneIndex * (1 + CALIBRATION.tolerance);
}
