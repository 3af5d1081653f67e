import { describe, expect, it } from "vitest";
import {
  SOCIAL_HASHTAGS_MAX,
  SOCIAL_POSTS_MAX,
  type SocialPost,
  socialPostsReplySchema,
} from "../../../shared/social";
import { AccountClient, newIdentity } from "../../test/account-client";
import { createTestApp } from "../../test/test-app";
import { testAppForFile } from "../../test/test-fixtures";
import { setAdminRole } from "../users/admin-bootstrap";

// No demo content: every post in these tests is written by the tests.
const t = testAppForFile({ seed: false });

async function signedIn(isAdmin = false) {
  const browser = new AccountClient(t.app);
  const user = await browser.register(newIdentity(isAdmin ? "admin" : "member"));
  if (isAdmin) await setAdminRole(t.database.db, user.username, true);
  return browser;
}

const validPost = {
  platform: "Twitch",
  author: "GameHub Live",
  content: "Community night: retro picks live from 8 pm.",
  hashtags: ["#Retro", "LiveNow"],
  likes: 10,
  comments: 2,
  shares: 1,
  url: "https://www.twitch.tv/",
};

async function list(query = "") {
  const response = await t.app.inject({ method: "GET", url: `/api/social/posts${query}` });
  expect(response.statusCode).toBe(200);
  return socialPostsReplySchema.parse(response.json());
}

describe("social hub posts", () => {
  it("refuses anonymous visitors (401) and members (403) on create and delete", async () => {
    const anonymous = new AccountClient(t.app);
    expect((await anonymous.post("/api/social/posts", validPost)).statusCode).toBe(401);
    expect((await anonymous.request("DELETE", "/api/social/posts/1")).statusCode).toBe(401);
    const member = await signedIn();
    const created = await member.post("/api/social/posts", validPost);
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ error: "Admin access required" });
    expect((await member.request("DELETE", "/api/social/posts/1")).statusCode).toBe(403);
  });

  it("lets an admin add a post (201) that the list then shows with every field", async () => {
    const admin = await signedIn(true);
    const response = await admin.post("/api/social/posts", validPost);
    expect(response.statusCode).toBe(201);
    const post = response.json<SocialPost>();
    expect(post).toEqual({
      id: expect.any(Number),
      platform: "Twitch",
      author: "GameHub Live",
      authorAvatar: null,
      content: validPost.content,
      hashtags: ["Retro", "LiveNow"],
      likes: 10,
      comments: 2,
      shares: 1,
      url: "https://www.twitch.tv/",
      createdAt: t.clock.now().toISOString(),
    });
    expect((await list()).map((item) => item.id)).toContain(post.id);
  });

  it("answers at most five posts, newest first, and filters by platform", async () => {
    const admin = await signedIn(true);
    const platforms = ["Reddit", "YouTube", "Reddit", "Discord", "Reddit", "YouTube", "Reddit"];
    for (const platform of platforms) {
      t.clock.advance(1000);
      const response = await admin.post("/api/social/posts", { ...validPost, platform });
      expect(response.statusCode).toBe(201);
    }
    const all = await list();
    expect(all).toHaveLength(SOCIAL_POSTS_MAX);
    expect(all.map((post) => post.platform)).toEqual([
      "Reddit",
      "YouTube",
      "Reddit",
      "Discord",
      "Reddit",
    ]);
    const times = all.map((post) => Date.parse(post.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(await list("?platform=all")).toEqual(all);
    const reddit = await list(`?platform=${encodeURIComponent("Reddit")}`);
    expect(reddit).toHaveLength(4);
    expect(reddit.every((post) => post.platform === "Reddit")).toBe(true);
    const twitter = await list(`?platform=${encodeURIComponent("Twitter/X")}`);
    expect(twitter).toEqual([]);
  });

  it("rejects an unknown platform filter with a message", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/social/posts?platform=MySpace",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/^platform must be all or one of: /);
  });

  it("validates the post with the form's messages", async () => {
    const admin = await signedIn(true);
    const cases: [Record<string, unknown>, string][] = [
      [{ platform: "MySpace" }, "Platform must be one of: Facebook, Twitter/X, Instagram"],
      [{ url: "not a url" }, "Please enter a valid URL"],
      [{ url: "javascript:alert(1)" }, "Please enter a valid URL"],
      [{ content: "hey" }, "Content must be at least 5 characters"],
      [{ author: "x" }, "Author must be at least 2 characters"],
      [{ hashtags: ["a", "b", "c", "d", "e"] }, `At most ${SOCIAL_HASHTAGS_MAX} hashtags`],
    ];
    for (const [change, message] of cases) {
      const response = await admin.post("/api/social/posts", { ...validPost, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
  });

  it("keeps at most four hashtags per post, without the '#'", async () => {
    const admin = await signedIn(true);
    const response = await admin.post("/api/social/posts", {
      ...validPost,
      hashtags: ["#one", "##two", "three", "four"],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<SocialPost>().hashtags).toEqual(["one", "two", "three", "four"]);
    // A row written elsewhere with more is cut to four when read.
    await t.database.db
      .insertInto("socialPosts")
      .values({
        platform: "Steam",
        author: "Imported",
        content: "Imported with too many hashtags",
        hashtags: JSON.stringify(["a", "b", "c", "d", "e", "f"]),
        url: "https://store.steampowered.com/",
        createdAt: new Date(t.clock.now().getTime() + 60_000).toISOString(),
      })
      .execute();
    const [newest] = await list("?platform=Steam");
    expect(newest?.hashtags).toEqual(["a", "b", "c", "d"]);
  });

  it("lets an admin delete a post ({ok:true}), then answers 404 for it", async () => {
    const admin = await signedIn(true);
    const post = (await admin.post("/api/social/posts", validPost)).json<SocialPost>();
    const deleted = await admin.request("DELETE", `/api/social/posts/${post.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await list()).map((item) => item.id)).not.toContain(post.id);
    const again = await admin.request("DELETE", `/api/social/posts/${post.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: "Social post not found" });
  });
});

describe("seeded social hub", () => {
  it("shows the demo posts on a new site", async () => {
    const seeded = await createTestApp();
    try {
      const response = await seeded.app.inject({ method: "GET", url: "/api/social/posts" });
      const posts = socialPostsReplySchema.parse(response.json());
      expect(posts).toHaveLength(SOCIAL_POSTS_MAX);
      for (const post of posts) {
        expect(post.url).toMatch(/^https:\/\/[a-z.]+\//);
        expect(post.hashtags.length).toBeLessThanOrEqual(SOCIAL_HASHTAGS_MAX);
      }
    } finally {
      await seeded.close();
    }
  });
});
