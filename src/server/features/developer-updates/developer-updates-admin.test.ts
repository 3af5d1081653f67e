import { beforeAll, describe, expect, it } from "vitest";
import type { DeveloperUpdate } from "../../../shared/developer-updates";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { type Member, member } from "../../test/test-members";
import { CHANGE_LIMIT, CREATE_LIMIT } from "./developer-updates.service";
import {
  insertUpdate,
  listUpdates,
  uniqueWord,
  updateInput,
} from "./developer-updates-test-helpers";

const t = testAppForFile({ seed: false });
const admin = memberForFile(t, { admin: true });
const plainMember = memberForFile(t);

beforeAll(async () => {
  await t.database.db
    .updateTable("users")
    .set({ displayName: "Maya Chen", avatar: "/images/avatars/maya.webp" })
    .where("id", "=", admin.user.id)
    .execute();
});

async function create(by: Member, body: unknown) {
  return by.browser.post("/api/developer-updates", body);
}
function patch(by: Member, id: number | string, body: unknown) {
  return by.browser.request("PATCH", `/api/developer-updates/${id}`, body);
}
function remove(by: Member, id: number | string) {
  return by.browser.request("DELETE", `/api/developer-updates/${id}`);
}
async function created(body: Parameters<typeof updateInput>[0] = {}): Promise<DeveloperUpdate> {
  const response = await create(admin, updateInput(body));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DeveloperUpdate>();
}

describe("POST /api/developer-updates", () => {
  it("publishes an update now, under the admin's name, with a slug from the title", async () => {
    const tag = uniqueWord("new");
    const response = await create(admin, {
      title: "  Winter Roadmap: What's Next for Ember & Ash?  ",
      content:
        "## Planned\n\n- Ranked seasons\n- A **new** map\n\nWe will share more details in the coming weeks, stay tuned.",
      updateType: "roadmap",
      roadmapStage: "in-progress",
      gameTitle: "Ember & Ash",
      featuredImage: "/images/news/stock.webp",
      tags: [` #${tag} `, "Roadmap", "roadmap", ""],
    });
    expect(response.statusCode).toBe(201);
    const update = response.json<DeveloperUpdate>();
    expect(update).toMatchObject({
      slug: "winter-roadmap-what-s-next-for-ember-ash",
      title: "Winter Roadmap: What's Next for Ember & Ash?",
      updateType: "roadmap",
      roadmapStage: "in-progress",
      gameTitle: "Ember & Ash",
      featuredImage: "/images/news/stock.webp",
      authorName: "Maya Chen",
      authorAvatar: "/images/avatars/maya.webp",
      publishedAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
      readTime: 1,
      tags: [tag, "Roadmap"],
      excerpt:
        "Planned Ranked seasons A new map We will share more details in the coming weeks, stay tuned.",
    });
    expect(update.contentHtml).toContain("<h2>Planned</h2>");
    const listed = await listUpdates(t, `tag=${tag}`);
    expect(listed.updates.map((entry) => entry.id)).toEqual([update.id]);
    const read = await t.app.inject({ url: `/api/developer-updates/${update.slug}` });
    expect(read.json<DeveloperUpdate>().id).toBe(update.id);
  });

  it("writes the member's username when they have no display name", async () => {
    const other = await member(t, { admin: true });
    const response = await create(other, updateInput());
    expect(response.json<DeveloperUpdate>().authorName).toBe(other.user.username);
    expect(response.json<DeveloperUpdate>().authorAvatar).toBeNull();
  });

  it("estimates the reading time from the content", async () => {
    const words = Array.from({ length: 660 }, (_, index) => `word${index}`).join(" ");
    const update = await created({ content: words });
    expect(update.readTime).toBe(3);
  });

  it("cuts the excerpt at 200 characters of plain text", async () => {
    const update = await created({ content: `**${"a".repeat(150)}** ${"b".repeat(150)}` });
    expect(update.excerpt.length).toBeLessThanOrEqual(200);
    expect(update.excerpt.startsWith("a".repeat(150))).toBe(true);
    expect(update.excerpt).not.toContain("*");
  });

  it("keeps the roadmap stage only for roadmap updates, 'planned' when none is sent", async () => {
    expect((await created({ updateType: "roadmap" })).roadmapStage).toBe("planned");
    expect((await created({ updateType: "roadmap", roadmapStage: "done" })).roadmapStage).toBe(
      "done",
    );
    expect(
      (await created({ updateType: "patch-notes", roadmapStage: "done" })).roadmapStage,
    ).toBeNull();
  });

  it("gives two updates with the same title different slugs", async () => {
    const title = `Same title ${uniqueWord("dup")}`;
    const first = await created({ title });
    const second = await created({ title });
    const third = await created({ title });
    expect(first.slug).toBe(title.toLowerCase().replaceAll(" ", "-"));
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(third.slug).toBe(`${first.slug}-3`);
  });

  it("gives updates created at the same moment with the same title different slugs", async () => {
    const title = `Concurrent title ${uniqueWord("con")}`;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => create(admin, updateInput({ title }))),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const slugs = replies.map((reply) => reply.json<DeveloperUpdate>().slug);
    expect(new Set(slugs).size).toBe(5);
  });

  it("makes slugs of lower-case letters, digits and hyphens, at most 80 characters", async () => {
    const update = await created({ title: `Ünïcödé — Patch ${"Notes ".repeat(20)}` });
    expect(update.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(update.slug.length).toBeLessThanOrEqual(80);
    expect(update.slug.startsWith("unicode-patch-notes-notes")).toBe(true);
    const symbols = await created({ title: "!!! ??? ***" });
    expect(symbols.slug).toMatch(/^update(-\d+)?$/);
  });

  it("sanitises HTML and scripts written in the Markdown", async () => {
    const update = await created({
      content: [
        "<script>alert('x')</script>",
        '<img src=x onerror="alert(1)">',
        "[click me](javascript:alert(1))",
        '<a href="https://evil.example" onclick="steal()">raw link</a>',
        "Plain text that is long enough for the minimum content length.",
      ].join("\n\n"),
    });
    // No element but the allowed ones, no event handler or script URL in any tag.
    expect(update.contentHtml).not.toMatch(/<(script|img|iframe|style)\b/i);
    expect(update.contentHtml).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(update.contentHtml).not.toMatch(/href="\s*javascript:/i);
    // The raw anchor is text; only its bare address is linked, as any URL would be.
    expect(update.contentHtml).toContain("&lt;a href=");
    expect(update.contentHtml).not.toContain('steal()">');
    // Raw HTML shows as text, escaped.
    expect(update.contentHtml).toContain("&lt;script&gt;");
    // The excerpt is plain text (React, the feed and the page head escape it): raw HTML in
    // the Markdown reads there as the text it is on the page.
    expect(update.excerpt.startsWith("<script>alert('x')</script> <img src=x")).toBe(true);
  });

  it.each([
    ["a title shorter than 5 characters", { title: "Hey" }, "Title must be at least 5 characters"],
    [
      "a title longer than 150 characters",
      { title: "t".repeat(151) },
      "Title must be at most 150 characters",
    ],
    ["no title", { title: undefined }, "Title is required"],
    [
      "content shorter than 50 characters",
      { content: "Too short for an update." },
      "Content must be at least 50 characters",
    ],
    [
      "content longer than 50,000 characters",
      { content: "c".repeat(50_001) },
      "Content must be at most 50,000 characters",
    ],
    [
      "an unknown type",
      { updateType: "news" },
      "Please choose a type: roadmap, behind-scenes, announcement or patch-notes",
    ],
    [
      "an unknown roadmap stage",
      { updateType: "roadmap", roadmapStage: "someday" },
      "Roadmap stage must be planned, in-progress or done",
    ],
    [
      "an image that is not a URL",
      { featuredImage: "not a url" },
      "Please enter a valid URL for the image.",
    ],
    [
      "an image with another scheme",
      { featuredImage: "javascript:alert(1)" },
      "Please enter a valid URL for the image.",
    ],
    ["9 tags", { tags: ["a", "b", "c", "d", "e", "f", "g", "h", "i"] }, "At most 8 tags"],
    ["a 31-character tag", { tags: ["t".repeat(31)] }, "Each tag must be at most 30 characters"],
    [
      "a game title of 101 characters",
      { gameTitle: "g".repeat(101) },
      "Game must be at most 100 characters",
    ],
  ])("refuses %s with a readable 400", async (_label, override, message) => {
    const response = await create(admin, { ...updateInput(), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("accepts an image given as an absolute http(s) URL", async () => {
    const update = await created({ featuredImage: "https://cdn.example.com/art/key.webp" });
    expect(update.featuredImage).toBe("https://cdn.example.com/art/key.webp");
  });

  it("refuses anonymous visitors with 401 and members with 403", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/developer-updates",
      payload: updateInput(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: "Not signed in" });
    const asMember = await create(plainMember, updateInput());
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ error: "Admin access required" });
  });

  it("ignores an author, id or slug sent in the body", async () => {
    const response = await create(admin, {
      ...updateInput({ title: "Body fields are ignored" }),
      authorName: "Someone Else",
      slug: "chosen-slug",
      id: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<DeveloperUpdate>()).toMatchObject({
      authorName: "Maya Chen",
      slug: expect.stringMatching(/^body-fields-are-ignored/),
    });
  });

  it("refuses the 21st update of an admin within an hour with 429 and Retry-After", async () => {
    const busy = await member(t, { admin: true });
    for (let index = 0; index < CREATE_LIMIT.max; index += 1) {
      expect((await create(busy, updateInput())).statusCode).toBe(201);
    }
    const refused = await create(busy, updateInput());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      "You have published 20 updates in the last hour. Please try again later.",
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    t.clock.advance(CREATE_LIMIT.windowMs + 1000);
    expect((await create(busy, updateInput())).statusCode).toBe(201);
  });
});

describe("PATCH /api/developer-updates/:id", () => {
  it("changes the fields sent, keeps the slug and renders new content", async () => {
    const update = await created({ title: "Original title here", updateType: "announcement" });
    t.clock.advance(60_000);
    const response = await patch(admin, update.id, {
      title: "A brand new title",
      content: "### Changed\n\nThe new body of this update, long enough to pass the minimum.",
      tags: ["Changed"],
      gameTitle: "Neon Drift",
    });
    expect(response.statusCode).toBe(200);
    const changed = response.json<DeveloperUpdate>();
    expect(changed).toMatchObject({
      id: update.id,
      slug: update.slug,
      title: "A brand new title",
      tags: ["Changed"],
      gameTitle: "Neon Drift",
      updateType: "announcement",
      publishedAt: update.publishedAt,
      updatedAt: t.clock.now().toISOString(),
      excerpt: "Changed The new body of this update, long enough to pass the minimum.",
    });
    expect(changed.contentHtml).toContain("<h3>Changed</h3>");
    const read = await t.app.inject({ url: `/api/developer-updates/${update.slug}` });
    expect(read.json<DeveloperUpdate>().title).toBe("A brand new title");
  });

  it("finds an edited update by its new words only", async () => {
    const oldWord = uniqueWord("old");
    const newWord = uniqueWord("new");
    const update = await created({ title: `About ${oldWord}` });
    await patch(admin, update.id, { title: `About ${newWord}` });
    expect((await listUpdates(t, `search=${oldWord}`)).updates).toEqual([]);
    expect((await listUpdates(t, `search=${newWord}`)).updates.map((entry) => entry.id)).toEqual([
      update.id,
    ]);
  });

  it("keeps the tags, image and game when an edit does not send them", async () => {
    const update = await created({
      tags: ["kept", "Tags"],
      featuredImage: "/images/news/stock.webp",
      gameTitle: "Neon Drift",
    });
    const response = await patch(admin, update.id, { title: "Only the title changes" });
    expect(response.json<DeveloperUpdate>()).toMatchObject({
      title: "Only the title changes",
      tags: ["kept", "Tags"],
      featuredImage: "/images/news/stock.webp",
      gameTitle: "Neon Drift",
      content: update.content,
      contentHtml: update.contentHtml,
    });
  });

  it("clears the image and game with null and an empty text", async () => {
    const update = await created({
      featuredImage: "/images/news/stock.webp",
      gameTitle: "Neon Drift",
    });
    const response = await patch(admin, update.id, { featuredImage: null, gameTitle: "" });
    expect(response.json<DeveloperUpdate>()).toMatchObject({
      featuredImage: null,
      gameTitle: null,
    });
  });

  it("moves the roadmap stage with the type", async () => {
    const update = await created({ updateType: "roadmap", roadmapStage: "in-progress" });
    const staged = await patch(admin, update.id, { roadmapStage: "done" });
    expect(staged.json<DeveloperUpdate>().roadmapStage).toBe("done");
    const retyped = await patch(admin, update.id, { updateType: "patch-notes" });
    expect(retyped.json<DeveloperUpdate>()).toMatchObject({
      updateType: "patch-notes",
      roadmapStage: null,
    });
    const back = await patch(admin, update.id, { updateType: "roadmap" });
    expect(back.json<DeveloperUpdate>().roadmapStage).toBe("planned");
  });

  it.each([
    ["an empty body", {}, "Send at least one field to change"],
    ["a short title", { title: "Hey" }, "Title must be at least 5 characters"],
    ["short content", { content: "Too short." }, "Content must be at least 50 characters"],
    [
      "an unknown type",
      { updateType: "rumour" },
      "Please choose a type: roadmap, behind-scenes, announcement or patch-notes",
    ],
    ["a bad image", { featuredImage: "ftp://x" }, "Please enter a valid URL for the image."],
  ])("refuses %s with a readable 400", async (_label, body, message) => {
    const update = await insertUpdate(t);
    const response = await patch(admin, update.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it.each([["999999999"], ["99999999999"], ["abc"], ["0"]])(
    "answers 404 'Developer update not found' for id %s",
    async (id) => {
      const response = await patch(admin, id, { title: "A valid new title" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Developer update not found" });
    },
  );

  it("refuses anonymous visitors with 401 and members with 403, changing nothing", async () => {
    const update = await insertUpdate(t, { title: "Nobody may change this" });
    const anonymous = await t.app.inject({
      method: "PATCH",
      url: `/api/developer-updates/${update.id}`,
      payload: { title: "Changed by a visitor" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: "Not signed in" });
    const asMember = await patch(plainMember, update.id, { title: "Changed by a member" });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ error: "Admin access required" });
    const read = await t.app.inject({ url: `/api/developer-updates/${update.slug}` });
    expect(read.json<DeveloperUpdate>().title).toBe("Nobody may change this");
  });
});

describe("DELETE /api/developer-updates/:id", () => {
  it("deletes the update: 204, then 404 by slug, gone from the list and the search", async () => {
    const word = uniqueWord("del");
    const update = await created({ title: `Short-lived ${word}` });
    const response = await remove(admin, update.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const read = await t.app.inject({ url: `/api/developer-updates/${update.slug}` });
    expect(read.statusCode).toBe(404);
    expect((await listUpdates(t, `search=${word}`)).updates).toEqual([]);
    const again = await remove(admin, update.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: "Developer update not found" });
  });

  it("refuses anonymous visitors with 401 and members with 403, deleting nothing", async () => {
    const update = await insertUpdate(t);
    const anonymous = await t.app.inject({
      method: "DELETE",
      url: `/api/developer-updates/${update.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: "Not signed in" });
    const asMember = await remove(plainMember, update.id);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ error: "Admin access required" });
    const read = await t.app.inject({ url: `/api/developer-updates/${update.slug}` });
    expect(read.statusCode).toBe(200);
  });

  it("limits an admin's edits and deletes to 120 an hour (429 with Retry-After)", async () => {
    const busy = await member(t, { admin: true });
    const update = await insertUpdate(t);
    // The limit's earlier attempts, recorded as the limiter does (120 edits would be slow).
    const now = t.clock.now().toISOString();
    await t.database.db
      .insertInto("authAttempts")
      .values(
        Array.from({ length: CHANGE_LIMIT.max }, () => ({
          kind: CHANGE_LIMIT.kind,
          subject: `user:${busy.user.id}`,
          createdAt: now,
        })),
      )
      .execute();
    for (const response of [
      await patch(busy, update.id, { title: "Over the limit now" }),
      await remove(busy, update.id),
    ]) {
      expect(response.statusCode).toBe(429);
      expect(response.json().error).toBe(
        "You have changed 120 updates in the last hour. Please try again later.",
      );
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
  });
});
