import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { waitForSettled } from "./support/settle";

/**
 * Site search, /search?q=..., over the demo content seeded on
 * first start: the games Minecraft and Fortnite, the guide 'Minecraft Redstone Basics', the
 * stream 'Redstone for beginners' and many more. Other tests add content while these run, so
 * totals are read as "some number", never an exact one.
 */

const REDSTONE_GUIDE = /Minecraft Redstone Basics/;
const REDSTONE_STREAM = /Redstone for beginners/;
const NO_RESULTS = "No results found. Try different search terms.";

function results(page: Page) {
  return page.getByRole("list", { name: "Search results" });
}

function pageField(page: Page) {
  return page.getByRole("main").getByRole("searchbox", { name: "Search terms" });
}

test("the server's HTML already holds the results of the address's search", async ({ page }) => {
  const response = await page.request.get("/search?q=minecraft");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Minecraft Redstone Basics");
  expect(html).toContain("Redstone for beginners");
  expect(html).toMatch(/\d+<!-- --> <!-- -->results|\d+ results/);
  // The excerpt keeps its <mark> around the matched word.
  expect(html).toContain("<mark>Minecraft</mark>");

  // Without a query nothing is searched: the page asks what to look for.
  const empty = await (await page.request.get("/search")).text();
  expect(empty).toContain("What are you looking for?");
});

test("opening a search reads nothing the server already sent, and hydrates cleanly", async ({
  page,
}) => {
  const reads: string[] = [];
  const problems: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/search") reads.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/search?q=minecraft&tags=Redstone");
  await expect(results(page).getByRole("link", { name: REDSTONE_GUIDE })).toBeVisible();
  await waitForSettled(page);
  expect(reads).toEqual([]);
  expect(problems).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`the results, tabs and open filters have no serious accessibility findings at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/search?q=minecraft&sort=date_desc");
    await expect(page.getByRole("group", { name: "Filters" })).toBeVisible();
    await expect(results(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the header's search opens the results, drawn by type, with a count on each tab", async ({
    page,
  }) => {
    await page.goto("/");
    const headerBox = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
    await headerBox.fill("fortnite");
    await headerBox.press("Enter");

    await expect(page).toHaveURL(/\/search\?q=fortnite$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(pageField(page)).toHaveValue("fortnite");
    await expect(headerBox).toHaveValue("fortnite");
    await expect(page.getByTestId("search-total")).toHaveText(/^\d+ results?$/);

    const fortnite = page.getByRole("link", { name: "Fortnite", exact: true });
    const game = results(page).getByRole("article").filter({ has: fortnite });
    await expect(game.getByText("Game", { exact: true })).toBeVisible();
    await expect(game.getByRole("link", { name: "Fortnite", exact: true })).toHaveAttribute(
      "href",
      "/games/fortnite",
    );
    const guide = results(page)
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: /Fortnite Building Basics/ }) });
    await expect(guide.getByText("Guide", { exact: true })).toBeVisible();
    await expect(guide.locator("time")).toBeVisible();

    // Every spec type has a tab with its count; All counts them all.
    for (const name of ["All", "News", "Game", "Guide", "Hardware", "Mod", "Deal"]) {
      await expect(page.getByRole("tab", { name: new RegExp(`^${name} \\d+$`) })).toBeVisible();
    }
    await expect(page.getByRole("tab", { name: /^All/ })).toHaveAttribute("aria-selected", "true");
  });

  test("a result opens that very item: the Redstone guide of /search?q=redstone", async ({
    page,
  }) => {
    await page.goto("/search?q=redstone");
    const link = results(page).getByRole("link", { name: REDSTONE_GUIDE });
    await expect(link).toHaveAttribute("href", /^\/guides\/\d+$/);
    await link.click();
    await expect(page).toHaveURL(/\/guides\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(REDSTONE_GUIDE);
  });

  test("searching for the query the address already holds adds no history entry", async ({
    page,
  }) => {
    await page.goto("/");
    const entriesOnHome = await page.evaluate(() => window.history.length);
    const headerBox = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
    await headerBox.fill("minecraft");
    // Pressed twice at once: the second press comes while the search page may still be loading.
    await headerBox.press("Enter");
    await headerBox.press("Enter");
    await expect(results(page).getByRole("link", { name: REDSTONE_GUIDE })).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=minecraft$/);
    // Sent again from the header and from the page's own field, on the page of that search.
    await headerBox.press("Enter");
    await pageField(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=minecraft$/);
    expect(await page.evaluate(() => window.history.length)).toBe(entriesOnHome + 1);

    // Back leaves the search at once.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the tabs narrow the results to one type, from the mouse and the keyboard", async ({
    page,
  }) => {
    await page.goto("/search?q=minecraft");
    await expect(results(page).getByRole("link", { name: REDSTONE_STREAM })).toBeVisible();

    await page.getByRole("tab", { name: /^Guide/ }).click();
    await expect(page).toHaveURL(/[?&]contentType=guide(&|$)/);
    await expect(results(page).getByRole("link", { name: REDSTONE_GUIDE })).toBeVisible();
    await expect(results(page).getByRole("link", { name: REDSTONE_STREAM })).toHaveCount(0);
    await expect(results(page).getByRole("link", { name: "Minecraft", exact: true })).toHaveCount(
      0,
    );

    // Arrow keys move along the tabs; Enter opens one.
    await page.getByRole("tab", { name: /^Guide/ }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: /^Game/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]contentType=game(&|$)/);
    await expect(results(page).getByRole("link", { name: "Minecraft", exact: true })).toBeVisible();

    // A type with no match says so, by its name (blog is News).
    await page.getByRole("tab", { name: /^News/ }).click();
    await expect(page).toHaveURL(/[?&]contentType=blog(&|$)/);
    await expect(
      page.getByText("No News results found. Try another search or content type."),
    ).toBeVisible();
  });

  test("a tag narrows the results, and Back brings each previous search back", async ({ page }) => {
    await page.goto("/search?q=minecraft");
    await expect(results(page).getByRole("link", { name: "Minecraft", exact: true })).toBeVisible();

    const toggle = page.getByRole("button", { name: /^Filters/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const filters = page.getByRole("group", { name: "Filters" });
    const redstone = filters.getByRole("button", { name: /^Redstone/ });
    await redstone.click();
    await expect(page).toHaveURL(/[?&]tags=Redstone(&|$)/);
    await expect(filters.getByRole("button", { name: /^Redstone/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(results(page).getByRole("link", { name: REDSTONE_GUIDE })).toBeVisible();
    await expect(results(page).getByRole("link", { name: REDSTONE_STREAM })).toBeVisible();
    await expect(results(page).getByRole("link", { name: "Minecraft", exact: true })).toHaveCount(
      0,
    );

    await filters.getByLabel("Sort by").selectOption("title_asc");
    await expect(page).toHaveURL(/[?&]sort=title_asc(&|$)/);

    // A new query from the page's own field.
    await pageField(page).fill("fortnite");
    await pageField(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=fortnite&sort=title_asc$/);
    await expect(results(page).getByRole("link", { name: "Fortnite", exact: true })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/q=minecraft&sort=title_asc&tags=Redstone$/);
    await expect(pageField(page)).toHaveValue("minecraft");
    await expect(results(page).getByRole("link", { name: REDSTONE_GUIDE })).toBeVisible();

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=minecraft$/);
    await expect(results(page).getByRole("link", { name: "Minecraft", exact: true })).toBeVisible();

    // Clear filters takes every filter off at once.
    await page.goto("/search?q=minecraft&sort=date_desc&dateRange=year&tags=Redstone");
    const panel = page.getByRole("group", { name: "Filters" });
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/search\?q=minecraft$/);
  });

  test("a misspelt query shows the results of the corrected one", async ({ page }) => {
    await page.goto("/search?q=minecarft");
    await expect(page.getByText(/^Showing results for/)).toHaveText(
      "Showing results for minecraft",
    );
    await expect(page.getByTestId("corrected-query").locator("strong")).toHaveText("minecraft");
    await expect(results(page).getByRole("link", { name: "Minecraft", exact: true })).toBeVisible();
  });

  test("a query without a match says so, and 'Load more' adds the next page", async ({ page }) => {
    await page.goto("/search?q=qwxzvbnm");
    await expect(page.getByText(NO_RESULTS)).toBeVisible();

    await page.goto("/search?q=game");
    const items = results(page).locator(":scope > li");
    await expect(items).toHaveCount(20);
    await expect(page.getByText(/^Showing 20 of \d+$/)).toBeVisible();
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(items).toHaveCount(40);
  });

  test("a failed search shows the error panel with the server's message", async ({ page }) => {
    await page.goto("/search?q=minecraft");
    await page.route("**/api/search?*", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ error: "Search is resting" }),
      }),
    );
    await page.getByRole("tab", { name: /^Guide/ }).click();
    const panel = page.getByRole("alert").filter({ hasText: "Failed to search" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("Search is resting");
  });

  test("without a query nothing is searched", async ({ page }) => {
    const searches: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/search") searches.push(request.url());
    });
    await page.goto("/search");
    await expect(page.getByRole("heading", { name: "What are you looking for?" })).toBeVisible();
    await pageField(page).press("Enter");
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("tab")).toHaveCount(0);
    expect(searches).toEqual([]);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the search overlay opens the results", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open search" }).click();
    const dialog = page.getByRole("dialog", { name: "Search GameHub" });
    await dialog.getByRole("searchbox").fill("minecraft");
    await dialog.getByRole("searchbox").press("Enter");

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/search\?q=minecraft$/);
    await expect(results(page).getByRole("link", { name: REDSTONE_GUIDE })).toBeVisible();
    await expect(pageField(page)).toHaveValue("minecraft");
    // Nothing runs off the side of the phone's screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The tab row scrolls; a tab past its edge still opens.
    await page.getByRole("tab", { name: /^Stream/ }).click();
    await expect(page).toHaveURL(/contentType=stream/);
    await expect(results(page).getByRole("link", { name: REDSTONE_STREAM })).toBeVisible();
  });
});
