import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  DEVELOPER_UPDATE_TYPES,
  type DeveloperUpdate,
  type DeveloperUpdateSummary,
} from "../../../shared/developer-updates";
import { DAY_MS } from "../../../shared/time-units";
import { seedDemoDeveloperUpdates } from "../../seed/demo-developer-updates";
import { testAppForFile } from "../../test/test-fixtures";
import { countDeveloperUpdates } from "./developer-updates.repo";
import { listAllPages } from "./developer-updates-test-helpers";

const t = testAppForFile({ seed: false });
let updates: DeveloperUpdateSummary[];
const NOW = new Date("2026-06-15T12:00:00.000Z");

beforeAll(async () => {
  await seedDemoDeveloperUpdates(t.database.db, NOW);
  updates = (await listAllPages(t)).all;
});

describe("demo developer updates", () => {
  it("seeds at least 14 updates, at least 3 of each type", async () => {
    expect(updates.length).toBeGreaterThanOrEqual(14);
    for (const type of DEVELOPER_UPDATE_TYPES) {
      expect(updates.filter((update) => update.updateType === type).length).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it("puts roadmap updates in every roadmap column and no stage on the others", () => {
    const stages = new Set(
      updates.filter((update) => update.updateType === "roadmap").map((u) => u.roadmapStage),
    );
    expect(stages).toEqual(new Set(["planned", "in-progress", "done"]));
    for (const update of updates.filter((entry) => entry.updateType !== "roadmap")) {
      expect(update.roadmapStage).toBeNull();
    }
  });

  it("spreads publication over the 60 days before the seed, newest first", () => {
    for (const update of updates) {
      const age = NOW.getTime() - Date.parse(update.publishedAt);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(60 * DAY_MS);
    }
    const newest = Date.parse(updates[0]?.publishedAt ?? "");
    const oldest = Date.parse(updates[updates.length - 1]?.publishedAt ?? "");
    expect(newest - oldest).toBeGreaterThan(45 * DAY_MS);
  });

  it("covers several games and the site itself, with and without images", () => {
    const games = new Set(updates.map((update) => update.gameTitle).filter(Boolean));
    expect(games.size).toBeGreaterThanOrEqual(4);
    expect(updates.some((update) => update.gameTitle === null)).toBe(true);
    expect(updates.some((update) => update.featuredImage === null)).toBe(true);
    const images = updates.flatMap((update) =>
      update.featuredImage ? [update.featuredImage] : [],
    );
    expect(images.length).toBeGreaterThan(3);
    for (const image of images) {
      expect(image).toMatch(/^\/images\/news\/[a-z0-9-]+\.webp$/);
      expect(existsSync(join("src/client/public", image)), image).toBe(true);
    }
  });

  it("writes each update like the API does: bylines, tags, excerpt, reading time, HTML", async () => {
    for (const update of updates) {
      expect(update.authorName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(update.authorAvatar).toBe("/favicon.svg");
      expect(update.tags.length).toBeGreaterThan(0);
      expect(update.excerpt.length).toBeGreaterThan(100);
      expect(update.excerpt.length).toBeLessThanOrEqual(200);
      expect(update.excerpt).not.toMatch(/[#*]/);
      expect(update.readTime).toBeGreaterThanOrEqual(1);
      expect(update.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    let withLists = 0;
    for (const update of updates) {
      const whole = (
        await t.app.inject({ url: `/api/developer-updates/${update.slug}` })
      ).json<DeveloperUpdate>();
      const words = whole.content.split(/\s+/).length;
      expect(words, update.title).toBeGreaterThanOrEqual(150);
      expect(words, update.title).toBeLessThanOrEqual(400);
      expect(whole.contentHtml, update.title).toMatch(/<h2>|<h3>/);
      if (/<ul>|<ol>/.test(whole.contentHtml)) withLists += 1;
    }
    expect(withLists).toBeGreaterThanOrEqual(updates.length - 2);
  });

  it("is found by the search like any update", async () => {
    const response = await t.app.inject({ url: "/api/developer-updates?search=rollback" });
    const titles = response
      .json<{ updates: DeveloperUpdateSummary[] }>()
      .updates.map((update) => update.title);
    expect(titles).toContain("Pixel Brawlers 0.9.4: Rollback Netcode Tuning and Balance Changes");
  });

  it("adds nothing when the table already has updates", async () => {
    const before = await countDeveloperUpdates(t.database.db);
    await seedDemoDeveloperUpdates(t.database.db, new Date());
    expect(await countDeveloperUpdates(t.database.db)).toBe(before);
  });
});
