import { beforeAll, describe, expect, it } from "vitest";
import type { BlogComment, BlogListReply, BlogPost, BookmarksReply } from "../../../shared/blog";
import { AccountClient, newIdentity } from "../../test/account-client";
import { testAppForFile } from "../../test/test-fixtures";
import { setAdminRole } from "../users/admin-bootstrap";

const t = testAppForFile();
let postId: number;
beforeAll(async () => {
  const { posts } = (
    await t.app.inject({ method: "GET", url: "/api/blog?limit=1" })
  ).json<BlogListReply>();
  postId = (posts[0] as BlogListReply["posts"][number]).id;
});

const client = () => new AccountClient(t.app);

async function signedIn(isAdmin = false) {
  const browser = client();
  const identity = newIdentity(isAdmin ? "admin" : "reader");
  const user = await browser.register(identity);
  if (isAdmin) await setAdminRole(t.database.db, user.username, true);
  return { browser, user };
}

const validPost = {
  title: "Patch notes decoded",
  content: `<p>${"A long enough body for the article. ".repeat(3)}</p>`,
  excerpt: "What the patch changes",
  // An image on this site is kept as a path (remote ones are copied: see media.test.ts).
  imageUrl: "http://gamehub.test/images/og-default.jpg",
  category: "gaming-news",
};

describe("publishing", () => {
  it("refuses anonymous visitors (401) and non-admins (403)", async () => {
    expect((await client().post("/api/blog", validPost)).statusCode).toBe(401);
    const { browser } = await signedIn();
    const response = await browser.post("/api/blog", validPost);
    expect(response.statusCode).toBe(403);
    expect(
      (await browser.request("PUT", `/api/blog/${postId}`, { title: "Hijacked title" })).statusCode,
    ).toBe(403);
    expect((await browser.request("DELETE", `/api/blog/${postId}`)).statusCode).toBe(403);
  });

  it("lets an admin publish, as the author when no author ID is given, and the post leads the list", async () => {
    const { browser, user } = await signedIn(true);
    const response = await browser.post("/api/blog", validPost);
    expect(response.statusCode).toBe(201);
    const post = response.json<BlogPost>();
    expect(post).toMatchObject({
      title: validPost.title,
      image: "/images/og-default.jpg",
      categorySlug: "gaming-news",
    });
    expect(post.author.name).toBe(user.username);
    const row = await t.database.db
      .selectFrom("posts")
      .select("authorId")
      .where("id", "=", post.id)
      .executeTakeFirst();
    expect(row?.authorId).toBe(user.id);
    const { posts } = (await client().get("/api/blog?limit=1")).json<BlogListReply>();
    expect(posts[0]?.id).toBe(post.id);
  });

  it.each([
    [{ title: "Hey" }, "Title must be at least 5 characters."],
    [{ title: "x".repeat(101) }, "Title must be less than 100 characters."],
    [{ content: "short" }, "Content must be at least 50 characters."],
    [{ excerpt: "tiny" }, "Excerpt must be at least 10 characters."],
    [{ excerpt: "x".repeat(201) }, "Excerpt must be less than 200 characters."],
    [{ imageUrl: "not a url" }, "Please enter a valid URL for the image."],
    [{ category: "ab" }, "Category must be at least 3 characters."],
    [{ authorId: -1 }, "Please enter a valid author ID."],
  ])("answers 400 for %j with the spec's message", async (change, message) => {
    const { browser } = await signedIn(true);
    const response = await browser.post("/api/blog", { ...validPost, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("attributes the post to the user the author ID names", async () => {
    const { browser } = await signedIn(true);
    const { user: writer } = await signedIn();
    const response = await browser.post("/api/blog", { ...validPost, authorId: writer.id });
    expect(response.statusCode).toBe(201);
    const post = response.json<BlogPost>();
    expect(post.author.name).toBe(writer.username);
    const row = await t.database.db
      .selectFrom("posts")
      .select("authorId")
      .where("id", "=", post.id)
      .executeTakeFirstOrThrow();
    expect(row.authorId).toBe(writer.id);
  });

  it("refuses an author ID that names no user (400) and creates nothing", async () => {
    const { browser } = await signedIn(true);
    const before = (await client().get("/api/blog?limit=1")).json<BlogListReply>().total;
    const response = await browser.post("/api/blog", {
      ...validPost,
      title: "Nobody wrote this",
      authorId: 987_654,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Please enter a valid author ID." });
    expect((await client().get("/api/blog?limit=1")).json<BlogListReply>().total).toBe(before);
  });

  it("keeps the list total right at once when posts are published, unpublished, edited away or deleted", async () => {
    const { browser } = await signedIn(true);
    const total = async () => (await client().get("/api/blog?limit=1")).json<BlogListReply>().total;
    const draft = (
      await browser.post("/api/blog", { ...validPost, title: "Counted later", published: false })
    ).json<BlogPost>();
    const start = await total();
    // The clock does not move: a cache that lives for seconds would answer the old totals.
    await browser.request("PUT", `/api/blog/${draft.id}`, { published: true });
    expect(await total()).toBe(start + 1);
    await browser.request("PUT", `/api/blog/${draft.id}`, { published: false });
    expect(await total()).toBe(start);
    await browser.request("PUT", `/api/blog/${draft.id}`, { published: true });
    expect(await total()).toBe(start + 1);
    await browser.request("DELETE", `/api/blog/${draft.id}`);
    expect(await total()).toBe(start);

    // A filtered total (search) follows an edit of the searched text.
    const searched = async () =>
      (await client().get("/api/blog?limit=1&q=zeppelinwombat")).json<BlogListReply>().total;
    const post = (await browser.post("/api/blog", validPost)).json<BlogPost>();
    expect(await searched()).toBe(0);
    await browser.request("PUT", `/api/blog/${post.id}`, { title: "The zeppelinwombat patch" });
    expect(await searched()).toBe(1);

    // A post written by another module (news ingestion) is counted without it clearing anything.
    const before = await total();
    const category = await t.database.db
      .selectFrom("categories")
      .select("id")
      .executeTakeFirstOrThrow();
    // The app's time: a post dated after it would be scheduled, not yet listed.
    const now = t.clock.now().toISOString();
    await t.database.db
      .insertInto("posts")
      .values({
        slug: `ingested-${Date.now()}`,
        title: "Ingested elsewhere",
        excerpt: "From a feed",
        content: "<p>From a feed</p>",
        image: null,
        categoryId: category.id,
        source: "Feed",
        authorName: "Feed",
        authorAvatar: null,
        isFeatured: false,
        published: true,
        readTimeMinutes: 1,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    expect(await total()).toBe(before + 1);
  });

  it("keeps unpublished posts out of the list and the article page", async () => {
    const { browser } = await signedIn(true);
    const draft = (
      await browser.post("/api/blog", { ...validPost, title: "A quiet draft", published: false })
    ).json<BlogPost>();
    expect((await client().get(`/api/blog/${draft.id}`)).statusCode).toBe(404);
    const { posts } = (await client().get("/api/blog")).json<BlogListReply>();
    expect(posts.some((post) => post.id === draft.id)).toBe(false);
  });

  it("updates and deletes as an admin", async () => {
    const { browser } = await signedIn(true);
    const post = (await browser.post("/api/blog", validPost)).json<BlogPost>();
    const updated = await browser.request("PUT", `/api/blog/${post.id}`, {
      title: "Patch notes, decoded again",
    });
    expect(updated.json<BlogPost>().title).toBe("Patch notes, decoded again");
    expect((await browser.request("DELETE", `/api/blog/${post.id}`)).statusCode).toBe(200);
    expect((await client().get(`/api/blog/${post.id}`)).statusCode).toBe(404);
    expect((await browser.request("DELETE", `/api/blog/${post.id}`)).statusCode).toBe(404);
  });
});

describe("sanitising", () => {
  it("stores article HTML with scripts, handlers and javascript: links removed", async () => {
    const { browser } = await signedIn(true);
    const payloads = [
      "<script>alert(1)</script>",
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">click</a>',
      '<svg onload="alert(1)"></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))">styled</p>',
    ];
    const content = `<p>${"Safe words for the article body here. ".repeat(2)}</p>${payloads.join("")}`;
    const post = (await browser.post("/api/blog", { ...validPost, content })).json<BlogPost>();
    for (const marker of ["<script", "onerror", "javascript:", "onload", "<iframe", "style="]) {
      expect(post.content.toLowerCase()).not.toContain(marker);
    }
    expect(post.content).toContain("Safe words");
  });
});

describe("likes and bookmarks", () => {
  it("toggle for the signed-in user and report the exact count", async () => {
    const { browser } = await signedIn();
    const before = (await client().get(`/api/blog/${postId}`)).json<BlogPost>().likes;
    const liked = await browser.post(`/api/blog/${postId}/like`);
    expect(liked.json()).toMatchObject({ liked: true, likes: before + 1 });
    expect((await browser.get(`/api/blog/${postId}`)).json<BlogPost>().isLiked).toBe(true);
    expect((await browser.post(`/api/blog/${postId}/like`)).json()).toEqual({
      liked: false,
      likes: before,
      award: null,
    });
    expect((await browser.post(`/api/blog/${postId}/bookmark`)).json()).toEqual({
      bookmarked: true,
    });
    const saved = (await browser.get("/api/bookmarks")).json<BookmarksReply>();
    expect(saved.map((post) => post.id)).toEqual([postId]);
    expect(saved[0]).toMatchObject({ isBookmarked: true, isLiked: false });
    expect((await browser.post(`/api/blog/${postId}/bookmark`)).json()).toEqual({
      bookmarked: false,
    });
  });

  it("need a signed-in user and a real post", async () => {
    expect((await client().post(`/api/blog/${postId}/like`)).statusCode).toBe(401);
    expect((await client().post(`/api/blog/${postId}/bookmark`)).statusCode).toBe(401);
    const { browser } = await signedIn();
    expect((await browser.post("/api/blog/999999/like")).statusCode).toBe(404);
  });

  it("keep one row under 50 concurrent identical toggles, and the count matches the rows", async () => {
    const { browser, user } = await signedIn();
    await Promise.all(Array.from({ length: 50 }, () => browser.post(`/api/blog/${postId}/like`)));
    await Promise.all(
      Array.from({ length: 50 }, () => browser.post(`/api/blog/${postId}/bookmark`)),
    );
    for (const table of ["postLikes", "postBookmarks"] as const) {
      const rows = await t.database.db
        .selectFrom(table)
        .selectAll()
        .where("userId", "=", user.id)
        .where("postId", "=", postId)
        .execute();
      expect(rows.length).toBeLessThanOrEqual(1);
    }
    const likeRows = await t.database.db
      .selectFrom("postLikes")
      .selectAll()
      .where("postId", "=", postId)
      .execute();
    const post = (await client().get(`/api/blog/${postId}`)).json<BlogPost>();
    expect(post.likes).toBe(likeRows.length);
  });
});

describe("comments", () => {
  it("lets a signed-in reader comment, keeps the count exact, and deletes", async () => {
    const { browser, user } = await signedIn();
    const before = (await client().get(`/api/blog/${postId}`)).json<BlogPost>().comments;
    const created = await browser.post(`/api/blog/${postId}/comments`, {
      content: "  <b>Great</b> read!  ",
    });
    expect(created.statusCode).toBe(201);
    const comment = created.json<BlogComment>();
    expect(comment).toMatchObject({
      content: "<b>Great</b> read!",
      author: { id: user.id, name: user.username },
      canDelete: true,
    });
    expect((await client().get(`/api/blog/${postId}`)).json<BlogPost>().comments).toBe(before + 1);
    const listed = (await client().get(`/api/blog/${postId}/comments`)).json<BlogComment[]>();
    expect(listed.find((item) => item.id === comment.id)).toMatchObject({ canDelete: false });
    expect((await browser.request("DELETE", `/api/comments/${comment.id}`)).statusCode).toBe(200);
    expect((await client().get(`/api/blog/${postId}`)).json<BlogPost>().comments).toBe(before);
  });

  it("lets only the author or an admin delete a comment", async () => {
    const { browser } = await signedIn();
    const comment = (
      await browser.post(`/api/blog/${postId}/comments`, { content: "Mine" })
    ).json<BlogComment>();
    const { browser: stranger } = await signedIn();
    expect((await stranger.request("DELETE", `/api/comments/${comment.id}`)).statusCode).toBe(403);
    const { browser: admin } = await signedIn(true);
    expect((await admin.request("DELETE", `/api/comments/${comment.id}`)).statusCode).toBe(200);
  });

  it.each([
    ["   ", "Comment cannot be empty"],
    ["x".repeat(2001), "Comment must be at most 2000 characters"],
  ])("answers 400 for a comment of %#", async (content, message) => {
    const { browser } = await signedIn();
    const response = await browser.post(`/api/blog/${postId}/comments`, { content });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("needs a signed-in user to post", async () => {
    expect(
      (await client().post(`/api/blog/${postId}/comments`, { content: "Hi" })).statusCode,
    ).toBe(401);
  });

  it("shows a deleted account's comments as by 'Deleted user'", async () => {
    const { browser, user } = await signedIn();
    const comment = (
      await browser.post(`/api/blog/${postId}/comments`, { content: "Still here" })
    ).json<BlogComment>();
    await t.database.db.deleteFrom("users").where("id", "=", user.id).execute();
    const listed = (await client().get(`/api/blog/${postId}/comments`)).json<BlogComment[]>();
    expect(listed.find((item) => item.id === comment.id)?.author).toEqual({
      id: null,
      name: "Deleted user",
      avatar: null,
    });
  });
});
