import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogListReply } from "../shared/blog";
import { createTestApp, type TestApp } from "./test/test-app";

/**
 * Two apps in one process (tests, a cluster's workers in one runtime) keep their in-memory
 * state apart: each builds its own caches, and what one caches or drops the other never sees.
 */
describe("the caches of two apps in one process", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ seed: false, config: { pageCacheSeconds: 30 } });
    second = await createTestApp({ seed: false, config: { pageCacheSeconds: 30 } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("are distinct objects, one per feature", () => {
    const mine = first.app.caches;
    const theirs = second.app.caches;
    expect(mine).not.toBe(theirs);
    for (const key of Object.keys(mine) as (keyof typeof mine)[]) {
      expect(mine[key], key).not.toBe(theirs[key]);
    }
    expect(mine.blogLists.totals).not.toBe(theirs.blogLists.totals);
    expect(mine.blogLists.listState).not.toBe(theirs.blogLists.listState);
  });

  it("keep a blog list one app cached out of the other's lists", async () => {
    const key = "same-version:same-query";
    const now = Date.now();
    const cachedInFirst: BlogListReply = { posts: [], nextCursor: null, total: 1 };
    const computedInSecond: BlogListReply = { posts: [], nextCursor: null, total: 2 };
    await first.app.caches.blogLists.anonymousLists?.getOrCompute(
      key,
      now,
      async () => cachedInFirst,
    );
    const seen = await second.app.caches.blogLists.anonymousLists?.getOrCompute(
      key,
      now,
      async () => computedInSecond,
    );
    expect(seen).toBe(computedInSecond);
  });

  it("keep a dropped ranking from dropping the other app's", async () => {
    const now = new Date();
    const reply = { games: [], rankedAt: now.toISOString() };
    first.app.caches.topGames.remember(reply, now);
    second.app.caches.topGames.remember(reply, now);
    first.app.caches.topGames.forget();
    expect(first.app.caches.topGames.fresh(now)).toBeNull();
    expect(second.app.caches.topGames.fresh(now)).toBe(reply);
  });

  it("pace their prune chores apart", () => {
    const now = new Date();
    expect(first.app.caches.blogViewPruning.isDue(now)).toBe(true);
    expect(second.app.caches.blogViewPruning.isDue(now)).toBe(true);
    expect(first.app.caches.blogViewPruning.isDue(now)).toBe(false);
  });
});
