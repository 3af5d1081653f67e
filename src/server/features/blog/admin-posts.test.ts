import { describe, expect, it } from "vitest";
import {
  ADMIN_POSTS_PAGE_SIZE,
  type AdminPostDetail,
  type AdminPostRow,
  type AdminPostsReply,
} from "../../../shared/admin-posts";
import type { BlogPost } from "../../../shared/blog";
import { HOUR_MS } from "../../../shared/time-units";
import { INVALID_CURSOR_MESSAGE } from "../../lib/cursor";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { unique } from "../../test/unique";
import { findOrCreateCategory, insertPost } from "./blog.repo";

/** GET /api/admin/posts and /api/admin/posts/{id}: the admin panel's news posts. */

const t = testAppForFile({ seed: false });
const admin = memberForFile(t, { admin: true });
const reader = memberForFile(t);

function postInput(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    content: `<p>${"A long enough body for the admin list test. ".repeat(3)}</p>`,
    excerpt: "What this post is about",
    imageUrl: "http://gamehub.test/images/og-default.jpg",
    category: "gaming-news",
    ...extra,
  };
}

async function createPost(input: Record<string, unknown>): Promise<BlogPost> {
  const response = await admin.browser.post("/api/blog", input);
  expect(response.statusCode).toBe(201);
  return response.json<BlogPost>();
}

async function adminList(query: string): Promise<AdminPostsReply> {
  const response = await admin.browser.get(`/api/admin/posts?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<AdminPostsReply>();
}

/** A marker word letters-only, so a title search finds one test's posts only. */
function marker(): string {
  return `mk${unique().replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "")}`;
}

describe("GET /api/admin/posts", () => {
  it("answers 401 signed out and 403 for a member, for the list and one post", async () => {
    for (const url of ["/api/admin/posts", "/api/admin/posts/1"]) {
      const anonymous = await t.app.inject({ method: "GET", url });
      expect(anonymous.statusCode).toBe(401);
      const byMember = await reader.browser.get(url);
      expect(byMember.statusCode).toBe(403);
    }
  });

  it("lists drafts, scheduled and published posts with their status, newest time first", async () => {
    const word = marker();
    const published = await createPost(postInput(`Published ${word}`, { isFeatured: true }));
    const draft = await createPost(postInput(`Draft ${word}`, { published: false }));
    const scheduledAt = new Date(t.clock.now().getTime() + HOUR_MS).toISOString();
    const scheduled = await createPost(postInput(`Scheduled ${word}`, { publishAt: scheduledAt }));

    const all = await adminList(`q=${word}`);
    expect(all.nextCursor).toBeNull();
    expect(all.posts.map((post) => [post.id, post.status])).toEqual([
      [scheduled.id, "scheduled"],
      [draft.id, "draft"],
      [published.id, "published"],
    ]);
    expect(all.posts[2]).toEqual({
      id: published.id,
      slug: published.slug,
      title: `Published ${word}`,
      category: published.category,
      author: admin.user.username,
      isFeatured: true,
      published: true,
      publishedAt: published.createdAt,
      status: "published",
      viewCount: 0,
      commentCount: 0,
    } satisfies AdminPostRow);
    expect(all.posts[0]?.publishedAt).toBe(scheduledAt);
    expect(all.posts[1]?.published).toBe(false);

    const ids = async (status: string) =>
      (await adminList(`q=${word}&status=${status}`)).posts.map((post) => post.id);
    expect(await ids("all")).toEqual([scheduled.id, draft.id, published.id]);
    expect(await ids("published")).toEqual([published.id]);
    expect(await ids("scheduled")).toEqual([scheduled.id]);
    expect(await ids("draft")).toEqual([draft.id]);

    // Its time passes: the scheduled post is published now.
    t.clock.advance(HOUR_MS);
    expect(await ids("scheduled")).toEqual([]);
    expect(await ids("published")).toEqual([scheduled.id, published.id]);
  });

  it("searches titles and slugs in any case, with % and _ taken literally", async () => {
    const word = marker();
    const percent = await createPost(postInput(`Sale 100% off ${word}`));
    await createPost(postInput(`Sale 1000 off ${word}`));
    const upper = await adminList(`q=${encodeURIComponent(`100% OFF ${word.toUpperCase()}`)}`);
    expect(upper.posts.map((post) => post.id)).toEqual([percent.id]);
    const bySlug = await adminList(`q=${percent.slug}`);
    expect(bySlug.posts.map((post) => post.id)).toEqual([percent.id]);
    const underscore = await adminList(`q=${encodeURIComponent(`_${word}`)}`);
    expect(underscore.posts).toEqual([]);
  });

  it("pages by cursor: every post once, in order, and a null cursor on the last page", async () => {
    const word = marker();
    const db = t.database.db;
    const categoryId = await findOrCreateCategory(db, "gaming-news");
    const start = t.clock.now().getTime();
    const made: number[] = [];
    // Two posts share each time, so the id orders equal times.
    for (let index = 0; index < ADMIN_POSTS_PAGE_SIZE + 3; index += 1) {
      made.push(
        await insertPost(db, {
          slug: `paged-${word}-${index}`,
          title: `Paged ${word} ${index}`,
          excerpt: "Paged",
          content: "<p>Paged</p>",
          image: null,
          categoryId,
          source: null,
          authorName: "Feed",
          authorAvatar: null,
          isFeatured: false,
          published: index % 3 !== 0,
          readTimeMinutes: 1,
          publishedAt: new Date(start - Math.floor(index / 2) * 60_000).toISOString(),
          tags: [],
        }),
      );
    }
    const first = await adminList(`q=${word}`);
    expect(first.posts).toHaveLength(ADMIN_POSTS_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await adminList(`q=${word}&cursor=${first.nextCursor}`);
    expect(second.posts).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const order = [...made].sort((a, b) => {
      const timeA = made.indexOf(a) >> 1;
      const timeB = made.indexOf(b) >> 1;
      return timeA - timeB || b - a;
    });
    expect([...first.posts, ...second.posts].map((post) => post.id)).toEqual(order);

    const drafts = await adminList(`q=${word}&status=draft`);
    expect(drafts.posts.map((post) => post.id)).toEqual(
      order.filter((id) => made.indexOf(id) % 3 === 0),
    );
  });

  it.each([
    ["status=hidden", "status must be all, published, scheduled or draft"],
    ["cursor=not-a-cursor!", INVALID_CURSOR_MESSAGE],
    ["cursor=eyJvZmZzZXQiOjF9", INVALID_CURSOR_MESSAGE],
    [`q=${"x".repeat(201)}`, "Search must be at most 200 characters."],
  ])("answers 400 for %s with a readable message", async (query, message) => {
    const response = await admin.browser.get(`/api/admin/posts?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });
});

describe("PUT /api/blog/:id from the editor", () => {
  it("credits the post to the user the author ID names, and refuses one that names nobody", async () => {
    const word = marker();
    const post = await createPost(postInput(`Credited ${word}`));
    const moved = await admin.browser.request("PUT", `/api/blog/${post.id}`, {
      authorId: reader.user.id,
    });
    expect(moved.statusCode).toBe(200);
    expect((await adminList(`q=${word}`)).posts[0]?.author).toBe(reader.user.username);
    const detail = await admin.browser.get(`/api/admin/posts/${post.id}`);
    expect(detail.json<AdminPostDetail>().authorId).toBe(reader.user.id);

    const unknown = await admin.browser.request("PUT", `/api/blog/${post.id}`, {
      authorId: 2_000_000_000,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: "Please enter a valid author ID." });
  });
});

describe("GET /api/admin/posts/:id", () => {
  it("gives the editor a draft's fields, the picture as a full URL", async () => {
    const draft = await createPost(
      postInput(`Editable ${marker()}`, { published: false, isFeatured: true }),
    );
    const response = await admin.browser.get(`/api/admin/posts/${draft.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminPostDetail>()).toEqual({
      id: draft.id,
      slug: draft.slug,
      title: draft.title,
      content: draft.content,
      excerpt: "What this post is about",
      imageUrl: "http://gamehub.test/images/og-default.jpg",
      category: draft.category,
      authorId: admin.user.id,
      published: false,
      isFeatured: true,
      publishedAt: draft.createdAt,
      status: "draft",
    } satisfies AdminPostDetail);
  });

  it("answers 404 for an unknown post and 400 for an id that is no number", async () => {
    const missing = await admin.browser.get("/api/admin/posts/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Article not found" });
    const invalid = await admin.browser.get("/api/admin/posts/abc");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: "Unknown id" });
  });
});
