import { expect, test } from "./support/fixtures";

/** The legal pages: dated April 7, 2025, with a way back home. */
const LEGAL_PAGES = [
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/cookies", heading: "Cookie Policy" },
] as const;

test.describe("legal pages", () => {
  for (const { path, heading } of LEGAL_PAGES) {
    test(`${path} shows its heading, the April 7, 2025 date and a link back home`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText("Last updated: April 7, 2025")).toBeVisible();
      const home = page.getByRole("link", { name: "Return to Home" });
      await expect(home).toHaveAttribute("href", "/");
      await home.click();
      await expect(page).toHaveURL(/\/$/);
    });

    test(`${path} has a table of contents that jumps to its sections`, async ({ page }) => {
      await page.goto(path);
      const toc = page.getByRole("navigation", { name: "Contents" });
      const entries = toc.getByRole("link");
      // Wait for the lazily loaded page before counting.
      await expect(entries.first()).toBeVisible();
      expect(await entries.count()).toBeGreaterThanOrEqual(5);
      const last = entries.last();
      const target = (await last.getAttribute("href")) ?? "";
      expect(target).toMatch(/^#[a-z-]+$/);
      await last.click();
      await expect(page.locator(target)).toBeInViewport();
    });
  }

  test("the terms promise 30 days' notice of material changes", async ({ page }) => {
    await page.goto("/terms");
    await expect(
      page.getByText(/For material changes we will give you at least 30 days' notice/),
    ).toBeVisible();
  });

  test("the cookie policy lists the session cookie and the stored theme", async ({ page }) => {
    await page.goto("/cookies");
    const table = page.getByRole("table");
    await expect(table.getByRole("rowheader", { name: /Session cookie/ })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: /preferred-theme/ })).toBeVisible();
    await expect(page.getByText("No third-party advertising cookies.")).toBeVisible();
  });
});

test.describe("not-found page", () => {
  test("an unknown path shows Page Not Found with the path and ways back", async ({ page }) => {
    await page.goto("/no-such-page/here");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByTestId("not-found-path")).toHaveText("/no-such-page/here");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Back to News" })).toHaveAttribute("href", "/blog");
  });
});
