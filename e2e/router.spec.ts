import { expect, type Page } from "@playwright/test";
import { test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

/**
 * The site's own router (src/client/lib/router): links navigate inside the one document, each
 * navigation is a history entry that Back and Forward return to, a link to the page on screen
 * adds none, and an address the route table does not know is "not found" for the server and
 * the browser alike.
 */

/** A mark on the document: it survives client navigations and is gone after a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { routerMark: number }).routerMark = 1;
  });
}

function documentMark(page: Page) {
  return page.evaluate(() => (window as unknown as { routerMark?: number }).routerMark ?? 0);
}

test("links navigate inside the page, and Back and Forward walk the entries", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await markDocument(page);
  const nav = page.getByRole("navigation").first();

  await nav.getByRole("link", { name: "Forum", exact: true }).click();
  await expect(page).toHaveURL(/\/forum$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/forum/i);
  // The same link again: no new entry, so Back goes straight home.
  await nav.getByRole("link", { name: "Forum", exact: true }).click();
  await expect(page).toHaveURL(/\/forum$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/forum$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/forum/i);
  expect(await documentMark(page)).toBe(1);
});

test("an address outside the route table is not found, whatever its letter case", async ({
  page,
}) => {
  for (const path of ["/no-such-page", "/Blog"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
  }
});
