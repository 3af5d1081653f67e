import type { Page, Route } from "@playwright/test";
import { renderPagesInBrowser } from "./support/browser-render";
import { expect, test } from "./support/fixtures";

/** The home page. The built server seeds 14 demo articles, so /api/blog has posts. */

const isBlogList = (url: URL) => url.pathname === "/api/blog";

function latestNews(page: Page) {
  return page.getByRole("region", { name: "Latest News" });
}

function newsCards(page: Page) {
  return latestNews(page).getByRole("article");
}

test.describe("home page", () => {
  test("hero offers LATEST NEWS, TOP GAMES and JOIN COMMUNITY with their targets", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: /play hard/i });
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: "LATEST NEWS", exact: true })).toHaveAttribute(
      "href",
      "/blog",
    );
    await expect(hero.getByRole("link", { name: "TOP GAMES", exact: true })).toHaveAttribute(
      "href",
      "/top-games",
    );
    await expect(hero.getByRole("link", { name: "JOIN COMMUNITY", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("welcome section links to /auth and /about", async ({ page }) => {
    await page.goto("/");
    const welcome = page.getByRole("region", { name: "Welcome to GameHub" });
    await expect(welcome.getByRole("link", { name: "Join the Family" })).toHaveAttribute(
      "href",
      "/auth",
    );
    await expect(welcome.getByRole("link", { name: "Learn More" })).toHaveAttribute(
      "href",
      "/about",
    );
  });

  test("shows exactly four news cards linking to their articles, and View All", async ({
    page,
  }) => {
    await page.goto("/");
    const cards = newsCards(page);
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card.getByRole("link")).toHaveAttribute("href", /^\/blog\/\d+$/);
      await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
    }
    await expect(latestNews(page).getByRole("link", { name: "View All" })).toHaveAttribute(
      "href",
      "/blog",
    );
  });

  test("a news card opens its article", async ({ page }) => {
    await page.goto("/");
    const firstLink = newsCards(page).first().getByRole("link");
    const href = await firstLink.getAttribute("href");
    expect(href).toMatch(/^\/blog\/\d+$/);
    await firstLink.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
  });

  test("never shows more than four posts, even when the server sends more", async ({ page }) => {
    const posts = Array.from({ length: 6 }, (_, index) => ({
      id: 500 + index,
      title: `Extra post ${index + 1}`,
      excerpt: "An excerpt.",
    }));
    await renderPagesInBrowser(page);
    await page.route(isBlogList, (route) => route.fulfill({ json: { posts } }));
    await page.goto("/");
    await expect(newsCards(page)).toHaveCount(4);
    await expect(latestNews(page).getByText("Extra post 4")).toBeVisible();
    await expect(latestNews(page).getByText("Extra post 5")).toHaveCount(0);
  });

  test("shows a skeleton of four cards while the news is loading", async ({ page }) => {
    // Hold the request back until the skeleton has been checked.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderPagesInBrowser(page);
    await page.route(isBlogList, async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto("/");
    const skeletons = latestNews(page).getByTestId("news-card-skeleton");
    await expect(skeletons).toHaveCount(4);
    await expect(newsCards(page)).toHaveCount(0);
    release();
    await expect(newsCards(page)).toHaveCount(4);
    await expect(skeletons).toHaveCount(0);
  });

  test("a post without image, category or time shows the stock image, NEWS and 2h ago", async ({
    page,
  }) => {
    await renderPagesInBrowser(page);
    await page.route(isBlogList, (route) =>
      route.fulfill({
        json: {
          posts: [
            {
              id: 9001,
              title: "A bare post",
              excerpt: "",
            },
          ],
        },
      }),
    );
    await page.goto("/");
    const card = newsCards(page);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("link")).toHaveAttribute("href", "/blog/9001");
    await expect(card.locator("img")).toHaveAttribute("src", "/images/news/stock.webp");
    await expect(card.getByTestId("news-card-category")).toHaveText("NEWS");
    await expect(card.getByTestId("news-card-time")).toHaveText("2h ago");
    // Lists carry no body (the server fills a missing excerpt from it): a blank one shows none.
    await expect(card.getByTestId("news-card-summary")).toHaveCount(0);
  });

  test("an image that fails to load falls back to the stock image", async ({ page }) => {
    await renderPagesInBrowser(page);
    await page.route(isBlogList, (route) =>
      route.fulfill({
        json: {
          posts: [
            {
              id: 9002,
              title: "Broken picture",
              excerpt: "The image is gone.",
              image: "/images/news/missing-picture.webp",
              category: "Reviews",
              timeAgo: "3h ago",
            },
          ],
        },
      }),
    );
    await page.route("**/images/news/missing-picture.webp", (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/");
    const card = newsCards(page);
    await expect(card.getByTestId("news-card-category")).toHaveText("Reviews");
    await expect(card.getByTestId("news-card-time")).toHaveText("3h ago");
    await expect(card.locator("img")).toHaveAttribute("src", "/images/news/stock.webp");
  });

  test("a failed news request shows an error with a working retry", async ({ page }) => {
    let failing = true;
    await renderPagesInBrowser(page);
    await page.route(isBlogList, (route) =>
      failing ? route.fulfill({ status: 500, body: "boom" }) : route.continue(),
    );
    await page.goto("/");
    const news = latestNews(page);
    await expect(news.getByText("Failed to fetch blog posts")).toBeVisible();
    await expect(news.getByText("500: boom")).toBeVisible();
    failing = false;
    await news.getByRole("button", { name: "Try again" }).click();
    await expect(newsCards(page)).toHaveCount(4);
  });

  test("an empty news list shows the empty state", async ({ page }) => {
    await renderPagesInBrowser(page);
    await page.route(isBlogList, (route) => route.fulfill({ json: { posts: [] } }));
    await page.goto("/");
    await expect(latestNews(page).getByText("No news yet")).toBeVisible();
    await expect(newsCards(page)).toHaveCount(0);
  });

  test("Top Games lists Minecraft and Call of Duty with online counts and fire markers", async ({
    page,
  }) => {
    await page.goto("/");
    const topGames = page.getByRole("region", { name: "Top Games" });
    const entries = topGames.getByTestId("top-game");
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText("Minecraft");
    await expect(entries.nth(0)).toContainText(/\d{1,3}(,\d{3})+ online/);
    await expect(entries.nth(1)).toContainText("Call of Duty");
    await expect(entries.nth(1)).toContainText(/\d{1,3}(,\d{3})+ online/);
    await expect(topGames.getByRole("img", { name: "Hot right now" })).toHaveCount(2);
    await expect(topGames.getByRole("link", { name: "See all" })).toHaveAttribute(
      "href",
      "/top-games",
    );
  });

  test("Quick Actions link to the community areas", async ({ page }) => {
    await page.goto("/");
    const actions = page.getByRole("region", { name: "Quick Actions" });
    const expected: Array<[RegExp, string]> = [
      [/^Forum/, "/forum"],
      [/^Retro Arcade/, "/retro-games"],
      [/^Game Guides/, "/game-guides"],
      [/^Live Streams/, "/live-streams"],
      [/^Community Feedback/, "/community-feedback"],
      [/^Search/, "/search"],
    ];
    for (const [name, href] of expected) {
      await expect(actions.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  test("closing call to action leads to sign-up and the news", async ({ page }) => {
    await page.goto("/");
    const cta = page.getByRole("region", { name: "Ready to level up?" });
    await expect(cta.getByRole("link", { name: "Create Free Account" })).toHaveAttribute(
      "href",
      "/auth",
    );
    await expect(cta.getByRole("link", { name: "Read the News" })).toHaveAttribute("href", "/blog");
  });

  test("fits a 390 px screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(newsCards(page)).toHaveCount(4);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

test.describe("home page for a signed-in member", () => {
  test("offers the member's level and profile instead of 'Join the Family' and 'Create Free Account'", async ({
    signedInPage: page,
    user,
  }) => {
    await page.goto("/");
    const welcome = page.getByRole("region", { name: `Good to see you, ${user.username}` });
    await expect(welcome).toBeVisible();
    const progress = welcome.getByRole("definition");
    await expect(progress).toHaveCount(user.level === undefined ? 2 : 3);
    await expect(welcome.getByText("Level", { exact: true })).toBeVisible();
    await expect(welcome.getByText("Points", { exact: true })).toBeVisible();
    await expect(welcome.getByRole("link", { name: "View Your Profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
    await expect(welcome.getByRole("link", { name: "Learn More" })).toHaveAttribute(
      "href",
      "/about",
    );

    const cta = page.getByRole("region", { name: "Ready to level up?" });
    await expect(cta.getByRole("link", { name: "View Your Achievements" })).toHaveAttribute(
      "href",
      "/profile/achievements",
    );
    await expect(cta.getByRole("link", { name: "Read the News" })).toBeVisible();

    await expect(page.getByRole("link", { name: "Join the Family" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Create Free Account" })).toHaveCount(0);
  });

  test("the profile link opens the member's profile", async ({ signedInPage: page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "View Your Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});
