import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createMemoryPageCache, createRedisPageCache } from "./page-cache";

/** Set (CI sets it) to also test the cache shared through Redis. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

const page = (html: string) => ({
  status: 200,
  html,
  gzip: Buffer.from(`gzip of ${html}`),
  brotli: Buffer.from(`brotli of ${html}`),
});

describe("memory page cache", () => {
  it("keeps a page for its time, then forgets it", async () => {
    let now = 1_000;
    const cache = createMemoryPageCache(5_000, () => now);
    await cache.set("/blog", page("a"));
    expect(await cache.get("/blog")).toEqual(page("a"));
    now += 4_999;
    expect(await cache.get("/blog")).toEqual(page("a"));
    now += 1;
    expect(await cache.get("/blog")).toBeUndefined();
  });

  it("drops everything on clear, and never grows past its limit", async () => {
    const cache = createMemoryPageCache(60_000);
    await cache.set("/", page("home"));
    await cache.clear();
    expect(await cache.get("/")).toBeUndefined();
    for (let index = 0; index < 2_100; index += 1) await cache.set(`/?q=${index}`, page("x"));
    expect(await cache.get("/?q=0")).toBeUndefined();
    expect(await cache.get("/?q=2099")).toEqual(page("x"));
  });
});

describe.runIf(TEST_REDIS_URL)("Redis page cache", () => {
  it("is shared by every process and dropped for all by one clear", async () => {
    const url = `/test-${randomUUID()}`;
    const first = createRedisPageCache(TEST_REDIS_URL ?? "", 5_000, "page-cache-test");
    const second = createRedisPageCache(TEST_REDIS_URL ?? "", 5_000, "page-cache-test");
    try {
      await Promise.all([first.ready, second.ready]);
      await first.set(url, page("rendered once"));
      expect(await second.get(url)).toEqual(page("rendered once"));
      await second.clear();
      expect(await first.get(url)).toBeUndefined();
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("keeps each site's pages and clears apart on one Redis", async () => {
    const url = `/test-${randomUUID()}`;
    const site = createRedisPageCache(TEST_REDIS_URL ?? "", 5_000, `site-a-${randomUUID()}`);
    const otherSite = createRedisPageCache(TEST_REDIS_URL ?? "", 5_000, `site-b-${randomUUID()}`);
    try {
      await Promise.all([site.ready, otherSite.ready]);
      await site.set(url, page("site A"));
      expect(await otherSite.get(url)).toBeUndefined();
      await otherSite.set(url, page("site B"));
      await otherSite.clear();
      expect(await site.get(url)).toEqual(page("site A"));
    } finally {
      await site.close();
      await otherSite.close();
    }
  });
});

describe("Redis page cache without Redis", () => {
  it("answers 'not cached' instead of failing, so pages are rendered", async () => {
    // Port 1 on loopback refuses connections at once.
    const cache = createRedisPageCache("redis://127.0.0.1:1", 5_000, "page-cache-test");
    try {
      await cache.set("/", page("x"));
      expect(await cache.get("/")).toBeUndefined();
      await cache.clear();
    } finally {
      await cache.close();
    }
  });
});
