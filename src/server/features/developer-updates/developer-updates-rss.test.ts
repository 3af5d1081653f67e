import Parser from "rss-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { testAppForFile } from "../../test/test-fixtures";
import { UPDATES_FEED_ITEM_COUNT } from "./developer-updates-rss";
import { insertUpdate } from "./developer-updates-test-helpers";

const t = testAppForFile({ seed: false });
const TRICKY_TITLE = `Patch 2.1: Tom & Jerry's <"Quest"> fixes`;
let tricky: { id: number; slug: string };

beforeAll(async () => {
  const start = Date.UTC(2025, 0, 1, 8);
  for (let index = 0; index < 24; index += 1) {
    await insertUpdate(
      t,
      { title: `Feed filler update ${index}` },
      new Date(start + index * 3_600_000),
    );
  }
  tricky = await insertUpdate(
    t,
    {
      title: TRICKY_TITLE,
      content:
        "Fixes for <b>bold</b> & brave players: the **quest log** no longer loses entries after a restart.",
      updateType: "patch-notes",
      tags: ["Quest-Log", "fixes"],
    },
    new Date("2025-02-01T08:00:00.000Z"),
  );
});

function itemsOf(xml: string): string[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? "");
}

describe("GET /developer-updates/rss.xml", () => {
  it("answers RSS with the feed's content type and caching, not the page renderer", async () => {
    const response = await t.app.inject({ url: "/developer-updates/rss.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(response.body).not.toContain("<html");
  });

  it("is well-formed RSS 2.0 listing the latest 20 updates, newest first", async () => {
    const response = await t.app.inject({ url: "/developer-updates/rss.xml" });
    const feed = await new Parser().parseString(response.body);
    expect(feed.title).toBe("GameHub Developer Updates");
    expect(feed.link).toBe("http://gamehub.test/developer-updates");
    expect(feed.items).toHaveLength(UPDATES_FEED_ITEM_COUNT);
    expect(feed.items[0]?.title).toBe(TRICKY_TITLE);
    expect(feed.items.slice(1, 4).map((item) => item.title)).toEqual([
      "Feed filler update 23",
      "Feed filler update 22",
      "Feed filler update 21",
    ]);
    const dates = feed.items.map((item) => Date.parse(item.pubDate ?? ""));
    expect(dates.every((date, index) => index === 0 || date <= (dates[index - 1] ?? 0))).toBe(true);
    expect(feed.items.map((item) => item.title)).not.toContain("Feed filler update 3");
  });

  it("gives each item its link, guid, date, excerpt and the type and tags as categories", async () => {
    const response = await t.app.inject({ url: "/developer-updates/rss.xml" });
    const feed = await new Parser().parseString(response.body);
    const item = feed.items[0];
    const link = `http://gamehub.test/developer-updates/${tricky.slug}`;
    expect(item?.link).toBe(link);
    expect(item?.guid).toBe(link);
    expect(item?.pubDate).toBe("Sat, 01 Feb 2025 08:00:00 GMT");
    expect(item?.content).toBe(
      "Fixes for <b>bold</b> & brave players: the quest log no longer loses entries after a restart.",
    );
    expect(item?.categories).toEqual(["Patch Notes", "Quest-Log", "fixes"]);
    expect(item?.creator).toBe("Test Team");
  });

  it("escapes every text", async () => {
    const xml = (await t.app.inject({ url: "/developer-updates/rss.xml" })).body;
    const [first] = itemsOf(xml);
    expect(first).toContain(
      "<title>Patch 2.1: Tom &amp; Jerry&apos;s &lt;&quot;Quest&quot;&gt; fixes</title>",
    );
    expect(first).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; brave");
    for (const item of itemsOf(xml)) {
      for (const text of item.matchAll(/>([^<]*)</g))
        expect(text[1]).not.toMatch(/[<>"]|&(?!amp;|lt;|gt;|quot;|apos;)/);
    }
  });

  it("follows a new update at once", async () => {
    const fresh = await insertUpdate(
      t,
      { title: "Brand new feed entry" },
      new Date("2025-03-01T00:00:00.000Z"),
    );
    const feed = await new Parser().parseString(
      (await t.app.inject({ url: "/developer-updates/rss.xml" })).body,
    );
    expect(feed.items[0]?.link).toBe(`http://gamehub.test/developer-updates/${fresh.slug}`);
  });
});

describe("the sitemap", () => {
  it("lists every developer update page with its last change", async () => {
    const response = await t.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<url><loc>http://gamehub.test/developer-updates/${tricky.slug}</loc><lastmod>2025-02-01T08:00:00.000Z</lastmod></url>`,
    );
    const updatePages = [
      ...response.body.matchAll(
        /<loc>http:\/\/gamehub\.test\/developer-updates\/[a-z0-9-]+<\/loc>/g,
      ),
    ];
    const total = await t.database.db
      .selectFrom("developerUpdates")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(updatePages).toHaveLength(Number(total.count));
  });
});

describe("an empty feed", () => {
  it("is still a valid channel with no items", async () => {
    const empty = await createTestApp({ seed: false });
    try {
      const response = await empty.app.inject({ url: "/developer-updates/rss.xml" });
      expect(response.statusCode).toBe(200);
      const feed = await new Parser().parseString(response.body);
      expect(feed.items).toEqual([]);
      expect(response.body).toContain("<lastBuildDate>");
    } finally {
      await empty.close();
    }
  });
});
