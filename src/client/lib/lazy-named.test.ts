import { describe, expect, it } from "vitest";
import { lazyNamed } from "./lazy-named";

describe("lazyNamed", () => {
  it("loads a module once and hands the same module to every caller", async () => {
    let loads = 0;
    const page = lazyNamed(async () => {
      loads += 1;
      return { Page: () => null };
    }, "Page");
    const [first, second] = await Promise.all([page.preload(), page.preload()]);
    expect(first).toBe(second);
    expect(await page.preload()).toBe(first);
    expect(loads).toBe(1);
  });

  it("forgets a failed load, so the next call asks again", async () => {
    let loads = 0;
    const page = lazyNamed(async () => {
      loads += 1;
      if (loads === 1) throw new Error("network blip");
      return { Page: () => null };
    }, "Page");
    await expect(page.preload()).rejects.toThrow("network blip");
    await expect(page.preload()).resolves.toHaveProperty("Page");
    expect(loads).toBe(2);
  });
});
