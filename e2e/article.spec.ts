import type { Page } from "@playwright/test";
import type { BlogListReply, BlogPost, BlogPostSummary } from "../src/shared/blog";
import { expect, test } from "./support/fixtures";
import { waitForSubmissionHeldAgain, watchHeldSubmissions } from "./support/hydration";
import { toastRegion } from "./support/toasts";

/**
 * Article detail /blog/{id} (content, like, bookmark, share, comments and their toasts) against the
 * built server and its 14 seeded demo articles. Each test uses its own article, so counts do
 * not race between parallel workers.
 */

async function seededPost(page: Page, index: number): Promise<BlogPostSummary> {
  const response = await page.request.get("/api/blog?limit=14");
  expect(response.ok()).toBe(true);
  const { posts } = (await response.json()) as BlogListReply;
  const post = posts[index % posts.length];
  if (!post) throw new Error("no seeded posts");
  return post;
}

function likeButton(page: Page) {
  return page.getByTestId("like-button");
}

function toastText(page: Page, text: string) {
  return toastRegion(page).getByText(text, { exact: true });
}

async function openArticle(page: Page, post: BlogPostSummary) {
  await page.goto(`/blog/${post.id}`);
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
}

test.describe("article page", () => {
  test("opens from a home news card and shows title, excerpt, content and tags", async ({
    page,
  }) => {
    await page.goto("/");
    const firstLink = page
      .getByRole("region", { name: "Latest News" })
      .getByRole("article")
      .first()
      .getByRole("link");
    const href = await firstLink.getAttribute("href");
    expect(href).toMatch(/^\/blog\/\d+$/);
    const post = (await (await page.request.get(`/api/blog${href?.slice(5)}`)).json()) as BlogPost;

    await firstLink.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.getByTestId("article-excerpt")).toHaveText(post.excerpt);
    await expect(page.getByTestId("article-content")).not.toBeEmpty();
    await expect(page.getByTestId("article-category")).toHaveText(post.category);
    const tags = page.getByRole("list", { name: "Tags" });
    for (const tag of post.tags) await expect(tags.getByText(tag, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to News" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("link", { name: "Join Community" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("like toggles with its count and toasts when signed in", async ({ signedInPage: page }) => {
    const post = await seededPost(page, 5);
    await openArticle(page, post);
    const count = page.getByTestId("like-count");
    const before = Number((await count.textContent())?.replace(/,/g, ""));

    await likeButton(page).click();
    await expect(toastText(page, "Liked!")).toBeVisible();
    await expect(toastText(page, "Thanks for liking this article!")).toBeVisible();
    await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");
    await expect(count).toHaveText(String(before + 1));

    await likeButton(page).click();
    await expect(toastText(page, "Like removed")).toBeVisible();
    await expect(likeButton(page)).toHaveAttribute("aria-pressed", "false");
    await expect(count).toHaveText(String(before));
  });

  test("a signed-out like asks to sign in and links to /auth", async ({ page }) => {
    const post = await seededPost(page, 9);
    await openArticle(page, post);
    await likeButton(page).click();
    await expect(toastText(page, "Sign in required")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
      "href",
      "/auth",
    );
    await expect(likeButton(page)).toHaveAttribute("aria-pressed", "false");
  });

  test("bookmark toggles between Save and Saved with its toasts", async ({
    signedInPage: page,
  }) => {
    const post = await seededPost(page, 6);
    await openArticle(page, post);
    const bookmark = page.getByTestId("bookmark-button");
    await expect(bookmark).toHaveText("Save");

    await bookmark.click();
    await expect(toastText(page, "Bookmarked!")).toBeVisible();
    await expect(toastText(page, "Article saved to your bookmarks")).toBeVisible();
    await expect(bookmark).toHaveText("Saved");

    await bookmark.click();
    await expect(toastText(page, "Bookmark removed")).toBeVisible();
    await expect(bookmark).toHaveText("Save");
  });

  test("Copy Link copies the address and shows Copied for 2 seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const post = await seededPost(page, 8);
    await openArticle(page, post);

    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(toastText(page, "Link copied")).toBeVisible();
    await expect(toastText(page, "Link has been copied to clipboard")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(`/blog/${post.id}`, page.url()).href);
    await expect(page.getByRole("button", { name: "Copy Link" })).toBeVisible({ timeout: 4000 });
  });

  test("comments: empty is refused, a posted one is listed and counted, then deleted", async ({
    signedInPage: page,
  }) => {
    const post = await seededPost(page, 7);
    await openArticle(page, post);
    const count = page.getByTestId("comment-count");
    const before = Number((await count.textContent())?.replace(/,/g, ""));

    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByText("Comment cannot be empty")).toBeVisible();

    const text = `Great read <b>${Date.now()}</b>`;
    await page.getByLabel("Add a comment").fill(text);
    await page.getByRole("button", { name: "Post Comment" }).click();
    const comment = page.getByTestId("comment").filter({ hasText: text });
    await expect(comment).toBeVisible();
    await expect(count).toHaveText(String(before + 1));
    await expect(page.getByLabel("Add a comment")).toHaveValue("");

    // A second comment right away is refused (a short pace between comments); the text stays.
    const second = "And one more thing";
    await page.getByLabel("Add a comment").fill(second);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(toastRegion(page)).toContainText(
      /You're commenting too quickly\. Please wait \d+ seconds? before posting again\./,
    );
    await expect(page.getByLabel("Add a comment")).toHaveValue(second);
    await expect(count).toHaveText(String(before + 1));

    await comment.getByRole("button", { name: "Delete comment" }).click();
    await expect(comment).toHaveCount(0);
    await expect(count).toHaveText(String(before));
  });

  test("a comment sent before the page is taken over is posted once it is, not lost", async ({
    signedInPage: page,
  }) => {
    const post = await seededPost(page, 6);
    // The form's code is held back; the browser waits for it before taking the page over, so
    // the server's form stays without handlers for now.
    let releaseForm = () => {};
    const formHeld = new Promise<void>((resolve) => {
      releaseForm = resolve;
    });
    await page.route(/\/assets\/comment-form-fields-[\w-]+\.js$/, async (route) => {
      await formHeld;
      await route.continue();
    });
    await page.goto(`/blog/${post.id}`, { waitUntil: "domcontentloaded" });
    await watchHeldSubmissions(page);
    const text = `Sent early ${Date.now()}`;
    await page.getByLabel("Add a comment").fill(text);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await waitForSubmissionHeldAgain(page);
    // Not sent by the browser itself, which would reload the page with the text in its address.
    expect(new URL(page.url()).search).toBe("");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

    releaseForm();
    const comment = page.getByTestId("comment").filter({ hasText: text });
    await expect(comment).toBeVisible();
    await expect(comment).toHaveCount(1);
    await comment.getByRole("button", { name: "Delete comment" }).click();
    await expect(comment).toHaveCount(0);
  });

  test("signed out, comments offer Sign in to comment", async ({ page }) => {
    const post = await seededPost(page, 10);
    await openArticle(page, post);
    await expect(page.getByRole("link", { name: "Sign in to comment" })).toHaveAttribute(
      "href",
      "/auth",
    );
  });

  test("an unknown id shows Article Not Found", async ({ page }) => {
    await page.goto("/blog/999999999");
    // The query retries 3 times before giving up.
    await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible({
      timeout: 15_000,
    });
  });
});
