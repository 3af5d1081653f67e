import type { Page } from "@playwright/test";
import type { RoadmapReply } from "../src/shared/roadmap";
import { watchConsole } from "./support/console";
import { expect, test } from "./support/fixtures";
import { must } from "./support/seed";
import { escapeRegExp } from "./support/text";

/**
 * The public roadmap, /roadmap: Planned, In Progress and Done, each with the demo site's cards
 * (feedback items and roadmap updates) linking to their pages, all in the server's HTML; side
 * by side on a desktop, one under the other on a phone.
 */

const STAGES = ["planned", "in-progress", "done"] as const;
const TITLES = { planned: "Planned", "in-progress": "In Progress", done: "Done" } as const;

async function readRoadmap(page: Page): Promise<RoadmapReply> {
  const response = await page.request.get("/api/roadmap");
  expect(response.status()).toBe(200);
  return (await response.json()) as RoadmapReply;
}

test("the three columns show the seeded cards, linking to their pages, in the server's HTML", async ({
  page,
}) => {
  const roadmap = await readRoadmap(page);
  expect(roadmap.columns.map((column) => column.stage)).toEqual([...STAGES]);

  // The server's page already holds every column and its cards (crawlers run no JavaScript).
  const html = await (await page.request.get("/roadmap")).text();
  expect(html).toContain("Development Roadmap");
  for (const column of roadmap.columns) {
    expect(column.cards.length, `${column.stage} has demo cards`).toBeGreaterThan(0);
    for (const card of column.cards) {
      expect(html).toContain(`href="${card.url}"`);
    }
  }

  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/roadmap");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1, name: "Development Roadmap" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Suggest a feature" })).toHaveAttribute(
    "href",
    "/community-feedback",
  );
  await expect(page.getByRole("link", { name: "Developer Updates" }).first()).toHaveAttribute(
    "href",
    "/developer-updates",
  );

  for (const column of roadmap.columns) {
    const section = page.getByTestId(`roadmap-column-${column.stage}`);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(TITLES[column.stage]);
    await expect(section.getByTestId("roadmap-column-count")).toHaveText(
      column.cards.length === 1 ? "1 item" : `${column.cards.length} items`,
    );
    const cards = section.getByTestId("roadmap-card");
    await expect(cards).toHaveCount(column.cards.length);
    // The seed has feedback at every stage, and feedback (most voted first) leads its column.
    const first = must(column.cards[0], `${column.stage} card`);
    expect(first.kind, `${column.stage} opens with feedback`).toBe("feedback");
    const votes = must(first.votes ?? undefined, `${column.stage} feedback with votes`);
    const link = section.getByRole("link", { name: new RegExp(escapeRegExp(first.title)) });
    await expect(link).toHaveAttribute("href", first.url);
    await expect(link).toContainText(`${votes} vote`);
  }

  // Side by side on a desktop.
  const boxes = await Promise.all(
    STAGES.map((stage) => page.getByTestId(`roadmap-column-${stage}`).boundingBox()),
  );
  expect(boxes[0]?.y).toBe(boxes[1]?.y);
  expect(boxes[1]?.y).toBe(boxes[2]?.y);
  expect((boxes[0]?.x ?? 0) < (boxes[1]?.x ?? 0)).toBe(true);

  // A card opens its page.
  const planned = must(roadmap.columns[0]?.cards[0], "planned card");
  await page
    .getByTestId("roadmap-column-planned")
    .getByRole("link", { name: new RegExp(escapeRegExp(planned.title)) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(planned.url)}$`));
  await expect(page.getByRole("heading", { level: 1, name: planned.title })).toBeVisible();
  expect(problems).toEqual([]);
});

test("on a phone the columns stack: Planned, then In Progress, then Done", async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/roadmap");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const boxes = await Promise.all(
    STAGES.map((stage) => page.getByTestId(`roadmap-column-${stage}`).boundingBox()),
  );
  expect((boxes[0]?.y ?? 0) < (boxes[1]?.y ?? 0)).toBe(true);
  expect((boxes[1]?.y ?? 0) < (boxes[2]?.y ?? 0)).toBe(true);
  for (const box of boxes) expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  expect(problems).toEqual([]);
});
