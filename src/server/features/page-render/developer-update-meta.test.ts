import { beforeAll, describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/test-fixtures";
import { insertUpdate } from "../developer-updates/developer-updates-test-helpers";

const t = testAppForFile({ seed: false });
let withImage: { slug: string };
let withoutImage: { slug: string };

beforeAll(async () => {
  withImage = await insertUpdate(
    t,
    {
      title: "Season 3 <Roadmap> & more",
      content:
        "## What's coming\n\n**Ranked play**, a new map and [crossplay](https://example.com) are on the way this spring.",
      updateType: "roadmap",
      roadmapStage: "planned",
      gameTitle: "Starfall Odyssey",
      featuredImage: "/images/news/winter-indie-showcase.webp",
      tags: ["ranked", "crossplay"],
    },
    new Date("2026-05-01T10:00:00.000Z"),
  );
  withoutImage = await insertUpdate(
    t,
    { title: "Hotfix notes for this week", updateType: "patch-notes" },
    new Date("2026-05-02T10:00:00.000Z"),
  );
});

const meta = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${content}" />`;

describe("developer update page head", () => {
  it("writes the update's title, excerpt, canonical link and article tags", async () => {
    const response = await t.app.inject({ url: `/developer-updates/${withImage.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const title = "Season 3 &lt;Roadmap&gt; &amp; more | GameHub";
    const description =
      "What&#39;s coming Ranked play, a new map and crossplay are on the way this spring.";
    const body = response.body;
    expect(body).toContain(`<title>${title}</title>`);
    expect(body).toContain(meta("name", "description", description));
    expect(body).toContain(meta("property", "og:title", title));
    expect(body).toContain(meta("property", "og:description", description));
    expect(body).toContain(meta("property", "og:type", "article"));
    expect(body).toContain(
      `<link rel="canonical" href="http://gamehub.test/developer-updates/${withImage.slug}" />`,
    );
    expect(body).toContain(
      meta("property", "og:url", `http://gamehub.test/developer-updates/${withImage.slug}`),
    );
    expect(body).toContain(
      meta("property", "og:image", "http://gamehub.test/images/news/winter-indie-showcase.webp"),
    );
    expect(body).toContain(meta("property", "article:published_time", "2026-05-01T10:00:00.000Z"));
    expect(body).toContain(meta("property", "article:author", "Test Team"));
    expect(body).toContain(meta("property", "article:section", "Roadmap"));
    expect(body).toContain(meta("name", "robots", "index, follow"));
    expect(body).toMatch(/<meta name="keywords" content="ranked, crossplay, Starfall Odyssey, /);
  });

  it("describes the update as an Article in structured data", async () => {
    const response = await t.app.inject({ url: `/developer-updates/${withImage.slug}` });
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(response.body);
    const data = JSON.parse(match?.[1] ?? "{}");
    expect(data).toMatchObject({
      "@type": "Article",
      headline: "Season 3 <Roadmap> & more",
      datePublished: "2026-05-01T10:00:00.000Z",
      image: ["http://gamehub.test/images/news/winter-indie-showcase.webp"],
      author: [{ "@type": "Person", name: "Test Team" }],
    });
  });

  it("uses the site's social image for an update without a featured image", async () => {
    const response = await t.app.inject({ url: `/developer-updates/${withoutImage.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Hotfix notes for this week | GameHub</title>");
    expect(response.body).toContain(
      meta("property", "og:image", "http://gamehub.test/images/og-default.jpg"),
    );
    expect(response.body).toContain(meta("property", "article:section", "Patch Notes"));
  });

  it.each([
    ["an unknown slug", "no-such-update"],
    ["a number", "42"],
    ["an encoded slash", "a%2Fb"],
    ["a 300-character slug", "u".repeat(300)],
  ])("answers 404 'Update Not Found' for %s", async (_label, slug) => {
    const response = await t.app.inject({ url: `/developer-updates/${slug}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<title>Update Not Found | GameHub</title>");
    expect(response.body).toContain(
      meta(
        "name",
        "description",
        "The developer update you&#39;re looking for doesn&#39;t exist or has been removed.",
      ),
    );
    expect(response.body).toContain(meta("name", "robots", "noindex, follow"));
    expect(response.body).not.toContain('property="article:published_time"');
  });

  it("writes each update's title into the text of its Read More link on the list", async () => {
    const response = await t.app.inject({ url: "/developer-updates" });
    const linkTexts = [...response.body.matchAll(/<a\b[^>]*>(.*?)<\/a>/gs)].map((match) =>
      (match[1] ?? "")
        .replace(/<!--.*?-->/g, "")
        .replace(/<[^>]+>/g, "")
        .trim(),
    );
    const readMore = linkTexts.filter((text) => text.startsWith("Read More"));
    expect(readMore.sort()).toEqual([
      "Read More: Hotfix notes for this week",
      "Read More: Season 3 &lt;Roadmap&gt; &amp; more",
    ]);
  });

  it("puts a level 2 heading between the page's h1 and the cards' h3 titles", async () => {
    const response = await t.app.inject({ url: "/developer-updates" });
    const levels = [...response.body.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
    const firstCard = levels.indexOf(3);
    expect(levels[0]).toBe(1);
    expect(firstCard).toBeGreaterThan(0);
    expect(levels.slice(0, firstCard)).toContain(2);
    const steps = levels.slice(1).map((level, index) => level - (levels[index] as number));
    expect(Math.max(...steps)).toBeLessThanOrEqual(1);
  });

  it("keeps the developer updates list page's own head", async () => {
    const response = await t.app.inject({ url: "/developer-updates" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Developer Updates | GameHub</title>");
  });
});
