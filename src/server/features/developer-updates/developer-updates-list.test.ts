import { beforeAll, describe, expect, it } from "vitest";
import {
  DEVELOPER_UPDATE_TYPES,
  type DeveloperUpdate,
  type DeveloperUpdateType,
} from "../../../shared/developer-updates";
import { DAY_MS } from "../../../shared/time-units";
import { encodeCursor } from "../../lib/cursor";
import { testAppForFile } from "../../test/test-fixtures";
import {
  insertUpdate,
  listAllPages,
  listUpdates,
  uniqueWord,
} from "./developer-updates-test-helpers";

const t = testAppForFile({ seed: false });

async function getUpdate(slug: string) {
  return t.app.inject({ method: "GET", url: `/api/developer-updates/${slug}` });
}

describe("GET /api/developer-updates", () => {
  it("lists newest first by publication time then id, 20 a page, every update exactly once", async () => {
    const start = Date.parse("2024-03-01T12:00:00.000Z");
    // 24 updates: some share a publication time, so the id has to order them.
    for (let index = 0; index < 24; index += 1) {
      await insertUpdate(t, {}, new Date(start + Math.floor(index / 2) * DAY_MS));
    }
    const { pages, all } = await listAllPages(t);
    expect(pages[0]?.updates).toHaveLength(20);
    expect(pages[0]?.nextCursor).toEqual(expect.any(String));
    expect(pages[pages.length - 1]?.nextCursor).toBeNull();
    expect(new Set(all.map((update) => update.id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(24);
    for (let index = 1; index < all.length; index += 1) {
      const before = all[index - 1] as (typeof all)[number];
      const after = all[index] as (typeof all)[number];
      const newerOrSameTime = before.publishedAt >= after.publishedAt;
      expect(newerOrSameTime).toBe(true);
      if (before.publishedAt === after.publishedAt) expect(before.id).toBeGreaterThan(after.id);
    }
  });

  it("answers each update with the summary fields and no Markdown", async () => {
    const tag = uniqueWord("tag");
    const { slug } = await insertUpdate(t, {
      title: "Summary shape check",
      content: `## Heading\n\nSome **bold** words about ${tag} and the summary shape, long enough.`,
      updateType: "roadmap",
      roadmapStage: "in-progress",
      gameTitle: "Starfall Odyssey",
      featuredImage: "/images/news/stock.webp",
      tags: [tag, "Balance"],
    });
    const [update] = (await listUpdates(t, `tag=${tag}`)).updates;
    expect(update).toEqual({
      id: expect.any(Number),
      slug,
      title: "Summary shape check",
      excerpt: `Heading Some bold words about ${tag} and the summary shape, long enough.`,
      updateType: "roadmap",
      roadmapStage: "in-progress",
      gameTitle: "Starfall Odyssey",
      featuredImage: "/images/news/stock.webp",
      authorName: "Test Team",
      authorAvatar: "/favicon.svg",
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      readTime: 1,
      tags: [tag, "Balance"],
    });
    expect(update).not.toHaveProperty("content");
  });

  it.each(DEVELOPER_UPDATE_TYPES)("lists only %s updates for type=%s", async (type) => {
    const tag = uniqueWord("typ");
    for (const other of DEVELOPER_UPDATE_TYPES)
      await insertUpdate(t, { updateType: other, tags: [tag] });
    const reply = await listUpdates(t, `type=${type}&tag=${tag}`);
    expect(reply.updates.map((update) => update.updateType)).toEqual([type]);
    const everyPage = await listAllPages(t, `type=${type}`);
    expect(everyPage.all.length).toBeGreaterThan(0);
    expect(everyPage.all.every((update) => update.updateType === type)).toBe(true);
  });

  it("lists every type for type=all and without a type", async () => {
    const tag = uniqueWord("all");
    for (const type of DEVELOPER_UPDATE_TYPES)
      await insertUpdate(t, { updateType: type, tags: [tag] });
    const types = (reply: { updates: { updateType: DeveloperUpdateType }[] }) =>
      reply.updates.map((update) => update.updateType).sort();
    const sorted = [...DEVELOPER_UPDATE_TYPES].sort();
    expect(types(await listUpdates(t, `type=all&tag=${tag}`))).toEqual(sorted);
    expect(types(await listUpdates(t, `tag=${tag}`))).toEqual(sorted);
  });

  it("refuses an unknown type with a readable 400", async () => {
    const response = await t.app.inject({ url: "/api/developer-updates?type=news" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      "type must be all, roadmap, behind-scenes, announcement or patch-notes",
    );
  });

  it.each([
    ["text that is no cursor", "not a cursor!"],
    ["a cursor of another shape", encodeCursor({ after: 5 })],
    ["a cursor with a loose date", encodeCursor({ at: "2024-01-01", id: 3 })],
    [
      "a cursor beyond the integer column",
      encodeCursor({ at: "2024-01-01T00:00:00.000Z", id: 2 ** 40 }),
    ],
  ])("refuses %s with 400", async (_label, cursor) => {
    const response = await t.app.inject({
      url: `/api/developer-updates?cursor=${encodeURIComponent(cursor)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      "Invalid cursor: pass the nextCursor of the previous page unchanged.",
    );
  });

  it("refuses search text longer than 200 characters", async () => {
    const response = await t.app.inject({
      url: `/api/developer-updates?search=${"a".repeat(201)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Search text must be at most 200 characters");
  });
});

describe("searching updates", () => {
  let titleWord: string;
  let contentWord: string;
  let tagWord: string;
  let ids: { byTitle: number; byContent: number; byTag: number };

  beforeAll(async () => {
    titleWord = uniqueWord("ttl");
    contentWord = uniqueWord("cnt");
    tagWord = uniqueWord("tgw");
    ids = {
      byTitle: (await insertUpdate(t, { title: `Season plans for ${titleWord}` })).id,
      byContent: (
        await insertUpdate(t, {
          content: `We rebuilt the ${contentWord} netcode from scratch so matches feel smoother everywhere.`,
        })
      ).id,
      byTag: (await insertUpdate(t, { tags: [tagWord, "servers"] })).id,
    };
  });

  const idsOf = async (query: string) =>
    (await listUpdates(t, query)).updates.map((update) => update.id);

  it("finds an update by a word of its title", async () => {
    expect(await idsOf(`search=${titleWord}`)).toEqual([ids.byTitle]);
  });

  it("finds an update by a word of its content", async () => {
    expect(await idsOf(`search=${contentWord}`)).toEqual([ids.byContent]);
  });

  it("finds an update by one of its tags", async () => {
    expect(await idsOf(`search=${tagWord}`)).toEqual([ids.byTag]);
  });

  it("ignores case and combines the search with the type filter", async () => {
    expect(await idsOf(`search=${titleWord.toUpperCase()}&type=announcement`)).toEqual([
      ids.byTitle,
    ]);
    expect(await idsOf(`search=${titleWord}&type=roadmap`)).toEqual([]);
  });

  it("answers an empty list when nothing matches", async () => {
    const reply = await listUpdates(t, `search=${uniqueWord("none")}`);
    expect(reply).toEqual({ updates: [], nextCursor: null });
  });

  it.each([['"unbalanced quote'], ["AND OR NOT"], ["title:* NEAR("], ["-*^"], ["!!!"]])(
    "treats search syntax %s as plain text, never as an error",
    async (text) => {
      const response = await t.app.inject({
        url: `/api/developer-updates?search=${encodeURIComponent(text)}`,
      });
      expect(response.statusCode).toBe(200);
    },
  );
});

describe("filtering by tag", () => {
  it("lists the updates carrying the tag, ignoring case and a leading #", async () => {
    const tag = uniqueWord("Tag");
    const tagged = await insertUpdate(t, { tags: [tag.toUpperCase(), "other"] });
    await insertUpdate(t, { tags: ["other"] });
    await insertUpdate(t, {
      content: `Mentions ${tag} in the text only, which is not a tag at all.`,
    });
    const ids = async (query: string) =>
      (await listUpdates(t, query)).updates.map((update) => update.id);
    expect(await ids(`tag=${tag.toLowerCase()}`)).toEqual([tagged.id]);
    expect(await ids(`tag=${encodeURIComponent(`#${tag}`)}`)).toEqual([tagged.id]);
    expect(await ids(`tag=${tag}&type=patch-notes`)).toEqual([]);
  });
});

describe("GET /api/developer-updates/:slug", () => {
  it("answers the whole update with its Markdown, rendered HTML and neighbours", async () => {
    const { slug, id } = await insertUpdate(t, {
      title: "Patch 1.4 notes for the whole team",
      content:
        "## Fixes\n\n- Fixed **crashes** on load\n- Faster matchmaking\n\nSee [notes](https://example.com).",
      updateType: "patch-notes",
      tags: ["patch"],
    });
    const response = await getUpdate(slug);
    expect(response.statusCode).toBe(200);
    const update = response.json<DeveloperUpdate>();
    expect(update).toMatchObject({
      id,
      slug,
      title: "Patch 1.4 notes for the whole team",
      updateType: "patch-notes",
      roadmapStage: null,
      content:
        "## Fixes\n\n- Fixed **crashes** on load\n- Faster matchmaking\n\nSee [notes](https://example.com).",
      tags: ["patch"],
    });
    expect(update.contentHtml).toContain("<h2>Fixes</h2>");
    expect(update.contentHtml).toContain("<li>Fixed <strong>crashes</strong> on load</li>");
    expect(update.contentHtml).toContain(
      '<a href="https://example.com" rel="nofollow ugc noopener" target="_blank">notes</a>',
    );
    expect(update.updatedAt).toEqual(update.publishedAt);
    expect(update).toHaveProperty("previous");
    expect(update).toHaveProperty("next");
  });

  it.each([
    ["an unknown slug", "no-such-update-here"],
    ["a number", "12345"],
    ["a 100-character slug", "x".repeat(100)],
  ])("answers 404 'Developer update not found' for %s", async (_label, slug) => {
    const response = await getUpdate(slug);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Developer update not found" });
  });

  it("links the next older update as previous and the next newer one as next", async () => {
    // Far in the past, so no other test's update sits between or before these.
    const at = (day: number) => new Date(Date.UTC(1990, 0, day, 9));
    const oldest = await insertUpdate(t, { title: "Neighbours oldest" }, at(1));
    const middle = await insertUpdate(t, { title: "Neighbours middle" }, at(2));
    // Two updates at the same time: the lower id is the older one.
    const sameTimeFirst = await insertUpdate(t, { title: "Neighbours same time A" }, at(3));
    const sameTimeSecond = await insertUpdate(t, { title: "Neighbours same time B" }, at(3));

    const read = async (slug: string) => (await getUpdate(slug)).json<DeveloperUpdate>();
    const first = await read(oldest.slug);
    expect(first.previous).toBeNull();
    expect(first.next).toEqual({ slug: middle.slug, title: "Neighbours middle" });

    const second = await read(middle.slug);
    expect(second.previous).toEqual({ slug: oldest.slug, title: "Neighbours oldest" });
    expect(second.next).toEqual({ slug: sameTimeFirst.slug, title: "Neighbours same time A" });

    const third = await read(sameTimeFirst.slug);
    expect(third.previous).toEqual({ slug: middle.slug, title: "Neighbours middle" });
    expect(third.next).toEqual({ slug: sameTimeSecond.slug, title: "Neighbours same time B" });

    const fourth = await read(sameTimeSecond.slug);
    expect(fourth.previous).toEqual({ slug: sameTimeFirst.slug, title: "Neighbours same time A" });
  });

  it("has no next update for the newest one", async () => {
    const newest = await insertUpdate(t, {}, new Date(Date.UTC(2099, 0, 1)));
    const update = (await getUpdate(newest.slug)).json<DeveloperUpdate>();
    expect(update.next).toBeNull();
    expect(update.previous).not.toBeNull();
  });
});
