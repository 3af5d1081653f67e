import type { Page } from "@playwright/test";
import { renderPagesInBrowser } from "./support/browser-render";
import { expect, test } from "./support/fixtures";
import { waitForSettled } from "./support/settle";
import { toastRegion } from "./support/toasts";

/**
 * The blog home /blog and the All Articles page. The built server seeds
 * 14 demo articles (one featured, two reviews); filters and search are answered by the server.
 */

const isBlogList = (url: URL) => url.pathname === "/api/blog";

function featured(page: Page) {
  return page.getByTestId("featured-article");
}

function regularCards(page: Page) {
  return page.getByTestId("article-list").getByTestId("article-card");
}

async function postIds(page: Page): Promise<string[]> {
  return regularCards(page).evaluateAll((cards) =>
    cards.map((card) => card.getAttribute("data-post-id") ?? ""),
  );
}

/** A post shaped exactly like `blogPostSchema`. */
function makePost(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    slug: `mock-post-${id}`,
    title: `Mock post number ${id}`,
    excerpt: "A mocked excerpt.",
    content: "<p>Mocked content.</p>",
    image: null,
    category: "Gaming News",
    categorySlug: "gaming-news",
    tags: ["PC Gaming"],
    source: null,
    sourceUrl: null,
    isFeatured: false,
    likes: 0,
    comments: 0,
    views: 0,
    isLiked: false,
    isBookmarked: false,
    timeAgo: "1h ago",
    createdAt: new Date().toISOString(),
    author: { name: "GameHub Staff", avatar: null, timeAgo: "1h ago", readTime: "3 min read" },
    ...overrides,
  };
}

async function openFilters(page: Page) {
  await page.getByRole("button", { name: "Filters" }).click();
  return page.getByRole("group", { name: "Filters" });
}

test.describe("blog home", () => {
  test("shows the heading, Browse Categories and the featured article", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Gaming News" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Categories" })).toHaveAttribute(
      "href",
      "/blog/categories",
    );
    await expect(featured(page)).toHaveCount(1);
    await expect(featured(page).getByRole("heading", { level: 2 })).not.toBeEmpty();
    await expect(featured(page).getByRole("link").first()).toHaveAttribute("href", /^\/blog\/\d+$/);
  });

  test("the two-column list has no duplicates and leaves out the featured article", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(regularCards(page).first()).toBeVisible();
    const ids = await postIds(page);
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    const featuredId = await featured(page).getAttribute("data-post-id");
    expect(ids).not.toContain(featuredId);
    // Two columns on a desktop-wide window.
    const a = await regularCards(page).nth(0).boundingBox();
    const b = await regularCards(page).nth(1).boundingBox();
    expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x).toBe(true);
  });

  test("a category filter narrows the list on the server, and Clear restores it", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(regularCards(page).first()).toBeVisible();
    const allCount = await regularCards(page).count();

    const panel = await openFilters(page);
    const request = page.waitForRequest(
      (req) =>
        isBlogList(new URL(req.url())) &&
        new URL(req.url()).searchParams.get("category") === "reviews",
    );
    await panel.getByLabel("Category").selectOption({ label: "Reviews" });
    await request;
    await expect
      .poll(async () => {
        const categories = await page.getByTestId("article-category").allTextContents();
        return categories.length > 0 && categories.every((name) => name === "Reviews");
      })
      .toBe(true);
    expect(await regularCards(page).count()).toBeLessThan(allCount);

    await panel.getByRole("button", { name: "Clear" }).click();
    await expect(panel.getByLabel("Category")).toHaveValue("all");
    await expect(panel.getByLabel("Date range")).toHaveValue("all");
    await expect(regularCards(page)).toHaveCount(allCount);
    await expect(featured(page)).toHaveCount(1);
  });

  test("the filter panel offers the spec's categories, date ranges and popular tags", async ({
    page,
  }) => {
    await page.goto("/blog");
    const panel = await openFilters(page);
    await expect(panel.getByLabel("Category").locator("option")).toHaveText([
      "All Categories",
      "Gaming News",
      "Reviews",
      "Guides",
      "Esports",
      "Hardware",
      "Industry",
    ]);
    await expect(panel.getByLabel("Date range").locator("option").first()).toHaveText("All Time");
    for (const tag of [
      "PC Gaming",
      "Console",
      "Mobile",
      "VR",
      "Indie",
      "AAA",
      "RPG",
      "FPS",
      "Strategy",
      "Action",
    ]) {
      await expect(panel.getByRole("button", { name: tag, exact: true })).toBeVisible();
    }
  });

  test("search finds an article by a word of its title, with Enter and with the button", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(regularCards(page).first()).toBeVisible();
    const search = page.getByRole("main").getByRole("searchbox", { name: "Search articles" });

    await search.fill("Speedrunning");
    await search.press("Enter");
    await expect(page.getByRole("heading", { name: /Speedrunning 101/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Copperbird/ })).toHaveCount(0);

    await search.fill("Copperbird");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { name: /Copperbird/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Speedrunning 101/ })).toHaveCount(0);
  });

  test("Load More Articles asks for the next page with the cursor", async ({ page }) => {
    const cursors: (string | null)[] = [];
    // The second page is held until the test has seen its skeletons, however busy the machine.
    let releaseSecondPage = () => {};
    const secondPageHeld = new Promise<void>((resolve) => {
      releaseSecondPage = resolve;
    });
    await renderPagesInBrowser(page);
    await page.route(isBlogList, async (route) => {
      const cursor = new URL(route.request().url()).searchParams.get("cursor");
      cursors.push(cursor);
      if (cursor === "page-2") {
        await secondPageHeld;
        await route.fulfill({
          json: { posts: [makePost(903), makePost(904)], nextCursor: null, total: 5 },
        });
        return;
      }
      await route.fulfill({
        json: {
          posts: [makePost(900, { isFeatured: true }), makePost(901), makePost(902), makePost(901)],
          nextCursor: "page-2",
          total: 5,
        },
      });
    });
    await page.goto("/blog");
    await expect(regularCards(page)).toHaveCount(2);
    await waitForSettled(page);
    const loadMore = page.getByRole("button", { name: "Load More Articles" });
    await loadMore.click();
    // Two skeleton cards while loading more.
    await expect(page.getByTestId("news-card-skeleton")).toHaveCount(2);
    releaseSecondPage();
    await expect(regularCards(page)).toHaveCount(4);
    await expect(page.getByTestId("news-card-skeleton")).toHaveCount(0);
    // The first page has no cursor; the second one sends the first page's nextCursor.
    expect(cursors[0]).toBeNull();
    expect(cursors.filter((cursor) => cursor !== null)).toEqual(["page-2"]);
    await expect(loadMore).toHaveCount(0);
  });

  test("the newsletter rejects an address without @ and subscribes a valid one", async ({
    page,
  }) => {
    await page.goto("/blog");
    const box = page.getByRole("region", { name: "Join Our Newsletter" });
    const email = box.getByLabel("Email address");

    await email.fill("not-an-email");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(toastRegion(page).getByText("Invalid email")).toBeVisible();
    await expect(toastRegion(page).getByText("Please enter a valid email address")).toBeVisible();

    await email.fill(`blog-reader-${Date.now()}@example.com`);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(toastRegion(page).getByText("Subscription successful!")).toBeVisible();
    // Double opt-in: the toast sends the reader to the confirmation e-mail.
    await expect(
      toastRegion(page).getByText(
        "Check your inbox: open the link in our confirmation e-mail to confirm your subscription.",
      ),
    ).toBeVisible();
    await expect(email).toHaveValue("");
  });

  test("a refused subscription shows the server's message", async ({ page }) => {
    await page.route("**/api/subscribe", (route) =>
      route.fulfill({ status: 400, json: { error: "That address is not accepted" } }),
    );
    await page.goto("/blog");
    const box = page.getByRole("region", { name: "Join Our Newsletter" });
    await box.getByLabel("Email address").fill("reader@example.com");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(toastRegion(page).getByText("Subscription failed")).toBeVisible();
    await expect(toastRegion(page).getByText("That address is not accepted")).toBeVisible();
    await expect(box.getByLabel("Email address")).toHaveValue("reader@example.com");
  });

  test("trending topics are numbered 01, 02… and link to their urls", async ({ page }) => {
    await renderPagesInBrowser(page);
    await page.route("**/api/trending-topics", (route) =>
      route.fulfill({
        json: [
          { id: 1, title: "First topic", url: "/blog/1" },
          { id: 2, title: "Second topic", url: "/blog/2" },
          { id: 3, title: "Third topic", url: "/blog/3" },
        ],
      }),
    );
    await page.goto("/blog");
    const trending = page.getByRole("region", { name: "Trending Topics" });
    await expect(trending.getByTestId("trending-number")).toHaveText(["01", "02", "03"]);
    await expect(trending.getByRole("link", { name: /Second topic/ })).toHaveAttribute(
      "href",
      "/blog/2",
    );
  });

  test("the real trending endpoint fills the sidebar", async ({ page }) => {
    await page.goto("/blog");
    const trending = page.getByRole("region", { name: "Trending Topics" });
    await expect(trending.getByTestId("trending-skeleton")).toHaveCount(0);
    const numbers = await trending.getByTestId("trending-number").allTextContents();
    expect(numbers).toEqual(numbers.map((_, index) => String(index + 1).padStart(2, "0")));
  });

  test("an empty list asks for a news refresh after 2 s, then refetches and toasts", async ({
    page,
  }) => {
    let listCalls = 0;
    let emptyAt = 0;
    let refreshAt = 0;
    await renderPagesInBrowser(page);
    await page.route(isBlogList, async (route) => {
      listCalls += 1;
      emptyAt = Date.now();
      await route.fulfill({ json: { posts: [], nextCursor: null, total: 0 } });
    });
    await page.route("**/api/news/refresh", async (route) => {
      refreshAt = Date.now();
      await route.fulfill({ json: { added: 0 } });
    });
    await page.goto("/blog");
    await expect(page.getByText("No articles yet")).toBeVisible();
    const firstEmptyAt = emptyAt;
    await expect(toastRegion(page).getByText("News feed refreshed")).toBeVisible({
      timeout: 6000,
    });
    await expect(toastRegion(page).getByText("Latest gaming news has been loaded")).toBeVisible();
    expect(refreshAt - firstEmptyAt).toBeGreaterThanOrEqual(1900);
    expect(listCalls).toBeGreaterThanOrEqual(2);
  });

  test("liking while signed out asks the reader to sign in", async ({ page }) => {
    await page.goto("/blog");
    await featured(page).getByRole("button", { name: /^Like/ }).click();
    await expect(toastRegion(page).getByText("Sign in required")).toBeVisible();
  });

  test("Community links to /contact, /top-games and /retro-games", async ({ page }) => {
    await page.goto("/blog");
    const community = page.getByRole("region", { name: "Community" });
    await expect(community.getByRole("link")).toHaveCount(3);
    const hrefs = await community
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/contact", "/top-games", "/retro-games"]);
  });
});

test.describe("all articles", () => {
  test("lists the real articles with Continue Reading, and links back to the blog", async ({
    page,
  }) => {
    await page.goto("/blog/all");
    await expect(page.getByRole("heading", { level: 1, name: "All Articles" })).toBeVisible();
    const cards = page.getByTestId("article-list").getByTestId("article-card");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(14);
    await expect(cards.first().getByRole("link", { name: /Continue Reading/ })).toHaveAttribute(
      "href",
      /^\/blog\/\d+$/,
    );
    await expect(page.getByRole("link", { name: "Back to Blog Home" })).toHaveAttribute(
      "href",
      "/blog",
    );
    await expect(
      page
        .getByRole("region", { name: "Stay Updated" })
        .getByRole("link", { name: "Go to Blog Home" }),
    ).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("region", { name: "Trending Topics" })).toBeVisible();
  });
});
