import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("computes once within the time to live and again after it", async () => {
    const cache = new TtlCache<number>(1000);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.getOrCompute("k", 0, compute)).toBe(1);
    expect(await cache.getOrCompute("k", 999, compute)).toBe(1);
    expect(await cache.getOrCompute("k", 1000, compute)).toBe(2);
  });

  it("drops the oldest entry when full", async () => {
    const cache = new TtlCache<string>(10_000, 2);
    let calls = 0;
    await cache.getOrCompute("a", 0, async () => `a${++calls}`);
    await cache.getOrCompute("b", 0, async () => `b${++calls}`);
    await cache.getOrCompute("c", 0, async () => `c${++calls}`);
    expect(await cache.getOrCompute("a", 0, async () => `a${++calls}`)).toBe("a4");
  });
});
