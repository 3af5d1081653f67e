import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { waitForSettled } from "./support/settle";

/**
 * New pages open at the top; Back and Forward bring back the position of that history entry.
 * The bug this guards: every page loaded as a new document shared one remembered position
 * (React Router's "default" key), so a reload or a typed address opened part-way down.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** A long page, fully drawn (its last section is in the document). */
async function openLongPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight))
    .toBeGreaterThan(3000);
}

test.describe("scroll position", () => {
  test("a reload opens the page at the top", async ({ page }) => {
    await openLongPage(page, "/privacy");
    await scrollTo(page, 1500);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await waitForSettled(page);
    expect(await scrollY(page)).toBe(0);
  });

  test("a typed address opens the next page at the top", async ({ page }) => {
    await openLongPage(page, "/privacy");
    await scrollTo(page, 1500);
    await openLongPage(page, "/terms");
    await waitForSettled(page);
    expect(await scrollY(page)).toBe(0);
  });

  test("a link that loads a new document opens at the top", async ({ page }) => {
    await openLongPage(page, "/terms");
    await scrollTo(page, 1200);
    await page.evaluate(() => window.location.assign("/privacy"));
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await waitForHydration(page);
    await waitForSettled(page);
    expect(await scrollY(page)).toBe(0);
  });

  test("the page title is not hidden under the sticky header on a new page", async ({ page }) => {
    await openLongPage(page, "/privacy");
    await scrollTo(page, 2000);
    await page.goto("/about");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    await waitForSettled(page);
    const headerBottom = await page
      .getByRole("banner")
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
  });

  test("Back and Forward restore each entry's own position", async ({ page }) => {
    await openLongPage(page, "/privacy");
    await scrollTo(page, 1234);
    // An in-site link: a new history entry in the same document. Clicked from script, because
    // a pointer click would first scroll the footer into view and move the position under test.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Terms of Service" })
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await scrollTo(page, 777);

    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => scrollY(page)).toBe(1234);

    await page.goForward();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => scrollY(page)).toBe(777);
  });

  test("Back to a page left by loading a new document restores its position", async ({ page }) => {
    await openLongPage(page, "/privacy");
    await scrollTo(page, 900);
    await openLongPage(page, "/terms");
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => scrollY(page)).toBe(900);
  });
});
