import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { waitForSettled } from "./support/settle";

/**
 * Sections below the fold keep the server's HTML untouched until they come into view; then the
 * app takes them over (React keeps its props on each element it owns under `__reactProps$…`).
 * A visitor who reaches into such a section first (a tap, a key) gets the app at once.
 */

test.use({ viewport: { width: 412, height: 823 } });

function isOwnedByApp(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith("__reactProps$")),
  );
}

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test("the footer keeps the server's HTML until it is scrolled into view, then works", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const serverFooter = await (await page.request.get("/")).text();
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const roadmapLink = footer.getByRole("link", { name: "Roadmap", exact: true });
  expect(await isOwnedByApp(roadmapLink)).toBe(false);
  // The server's HTML of the footer is still in place, as sent.
  expect(serverFooter).toContain(await roadmapLink.evaluate((link) => link.outerHTML));
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => isOwnedByApp(roadmapLink)).toBe(true);
  await waitForSettled(page);
  expect(problems).toEqual([]);
});

test("a link in a section not yet taken over opens its page inside the app", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const roadmapLink = page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Roadmap", exact: true });
  expect(await isOwnedByApp(roadmapLink)).toBe(false);
  await roadmapLink.click();
  await expect(page).toHaveURL((url) => url.pathname === "/roadmap");
  // No full page load: the app handled the click.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test("cards below the fold of a category page are taken over as they come into view", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const categories = (await (await page.request.get("/api/blog/categories")).json()) as {
    slug: string;
    postCount: number;
  }[];
  const category = categories.find((entry) => entry.postCount >= 3);
  expect(category, "a demo category with three posts").toBeDefined();
  await page.goto(`/blog/category/${category?.slug}`);
  const links = page.getByTestId("category-posts").getByRole("link");
  await expect.poll(() => isOwnedByApp(links.first())).toBe(true);
  const last = links.last();
  expect(await isOwnedByApp(last)).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => isOwnedByApp(last)).toBe(true);
  await waitForSettled(page);
  expect(problems).toEqual([]);
});
