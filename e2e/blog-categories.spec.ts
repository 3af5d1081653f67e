import type { Page } from "@playwright/test";
import type { BlogCategory, CategoryPostCard, CategoryPostsReply } from "../src/shared/blog";
import { renderPagesInBrowser } from "./support/browser-render";
import { expect, test } from "./support/fixtures";

test.describe("blog categories page", () => {
  test("shows Reviews with its post count and links to its page", async ({ page }) => {
    const response = await page.request.get("/api/blog/categories");
    const categories = (await response.json()) as BlogCategory[];
    expect(categories.length).toBe(6);
    const reviews = categories.find((category) => category.slug === "reviews");
    if (!reviews) throw new Error("the seed has a Reviews category");

    await page.goto("/blog/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Blog Categories" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Posts" })).toHaveAttribute(
      "href",
      "/blog",
    );
    await expect(page.getByTestId("category-card")).toHaveCount(6);
    const card = page.getByTestId("category-card").filter({ hasText: "Reviews" });
    const countLabel = `${reviews.postCount} ${reviews.postCount === 1 ? "post" : "posts"}`;
    await expect(card.getByTestId("category-post-count")).toHaveText(countLabel);
    await expect(card.getByRole("link")).toHaveAttribute("href", "/blog/category/reviews");

    await card.getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/category\/reviews$/);
    await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
    await expect(page.getByTestId("category-header-count")).toHaveText(countLabel);
  });

  test("says 'No categories available' when there are none", async ({ page }) => {
    await renderPagesInBrowser(page);
    await page.route(
      (url) => url.pathname === "/api/blog/categories",
      (route) => route.fulfill({ json: [] }),
    );
    await page.goto("/blog/categories");
    await expect(page.getByText("No categories available")).toBeVisible();
  });
});

test.describe("category page", () => {
  test("lists the category's posts, each linking to its article", async ({ page }) => {
    const response = await page.request.get("/api/blog/categories/reviews/posts?page=1");
    const reply = (await response.json()) as CategoryPostsReply;
    expect(reply.posts.length).toBeGreaterThan(0);

    await page.goto("/blog/category/reviews");
    await expect(page.getByText("Back to Categories")).toBeVisible();
    const cards = page.getByTestId("category-post-card");
    await expect(cards).toHaveCount(reply.posts.length);
    const first = reply.posts[0];
    if (!first) throw new Error("unreachable");
    const firstCard = cards.filter({ hasText: first.title });
    await expect(firstCard.getByRole("link")).toHaveAttribute("href", `/blog/${first.slug}`);
    // One page only: no pagination.
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);

    await page.getByText("Back to Categories").click();
    await expect(page).toHaveURL(/\/blog\/categories$/);
  });

  test("shows a not-found state for an unknown category", async ({ page }) => {
    await page.goto("/blog/category/no-such-category");
    await expect(page.getByRole("heading", { name: "Category Not Found" })).toBeVisible();
  });

  test("pages through posts with Previous, numbered buttons and Next", async ({ page }) => {
    await mockThreePageCategory(page);
    await page.goto("/blog/category/mock-cat");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    const previous = pagination.getByRole("button", { name: "Previous" });
    const next = pagination.getByRole("button", { name: "Next" });

    await expect(page.getByRole("heading", { level: 1, name: "Mock Category" })).toBeVisible();
    await expect(page.getByTestId("category-post-card")).toHaveCount(12);
    await expect(page.getByText("Mock post 1-1", { exact: true })).toBeVisible();
    await expect(page.getByTestId("featured-badge")).toHaveCount(1);
    await expect(pagination.getByRole("button", { name: /^Page \d$/ })).toHaveCount(3);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(pagination.getByRole("button", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await next.click();
    await expect(page).toHaveURL(/\/blog\/category\/mock-cat\?page=2$/);
    await expect(page.getByText("Mock post 2-1", { exact: true })).toBeVisible();
    await expect(previous).toBeEnabled();
    await expect(next).toBeEnabled();

    await pagination.getByRole("button", { name: "Page 3" }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(page.getByTestId("category-post-card")).toHaveCount(5);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();

    await previous.click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByText("Mock post 2-1", { exact: true })).toBeVisible();
  });

  test("opens the page named in ?page=", async ({ page }) => {
    await mockThreePageCategory(page);
    await page.goto("/blog/category/mock-cat?page=2");
    await expect(page.getByText("Mock post 2-1", { exact: true })).toBeVisible();
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pagination.getByRole("button", { name: "Previous" })).toBeEnabled();
  });
});

/** A category of 29 posts: pages of 12, 12 and 5. */
async function mockThreePageCategory(page: Page) {
  const category: BlogCategory = {
    id: 99,
    name: "Mock Category",
    slug: "mock-cat",
    description: "A category answered by the test.",
    color: "#0ea5e9",
    icon: "trophy",
    postCount: 29,
    latestPost: { title: "Mock post 1-1", publishedAt: "2025-03-01T10:00:00.000Z" },
  };
  const total = 29;
  const totalPages = 3;
  await renderPagesInBrowser(page);
  await page.route(
    (url) => url.pathname === "/api/blog/categories/mock-cat",
    (route) => route.fulfill({ json: category }),
  );
  await page.route(
    (url) => url.pathname === "/api/blog/categories/mock-cat/posts",
    (route) => {
      const pageNumber = Number(new URL(route.request().url()).searchParams.get("page") ?? "1");
      const count = pageNumber < totalPages ? 12 : total - 12 * (totalPages - 1);
      const posts: CategoryPostCard[] = Array.from({ length: count }, (_, index) => ({
        id: pageNumber * 100 + index,
        title: `Mock post ${pageNumber}-${index + 1}`,
        slug: `mock-post-${pageNumber}-${index + 1}`,
        excerpt: "An excerpt of a mocked post.",
        image: null,
        author: { name: "Test Author", avatar: null },
        publishedAt: "2025-03-01T10:00:00.000Z",
        readTime: "3 min read",
        views: 10,
        likes: 2,
        comments: 1,
        tags: ["One", "Two", "Three", "Four"],
        isFeatured: pageNumber === 1 && index === 0,
      }));
      const reply: CategoryPostsReply = {
        posts,
        page: pageNumber,
        pageSize: 12,
        total,
        totalPages,
      };
      return route.fulfill({ json: reply });
    },
  );
}
