import type { Page } from "@playwright/test";
import type { User } from "../src/shared/auth";
import { renderPagesInBrowser } from "./support/browser-render";
import { expect, test } from "./support/fixtures";
import { toastRegion } from "./support/toasts";

const ADMIN: User = {
  id: 1,
  username: "admin",
  displayName: "Admin",
  avatar: null,
  email: "admin@example.com",
  createdAt: "2025-01-01T00:00:00.000Z",
  isAdmin: true,
  isVerified: true,
  isTwoFactorEnabled: false,
  level: 1,
  points: 0,
  experience: 0,
};

/**
 * The user CLI cannot promote while the test server holds the database, so the guard is shown
 * an admin by answering GET /api/user; POST /api/blog is answered per test.
 */
async function actAsAdmin(page: Page) {
  await renderPagesInBrowser(page);
  await page.route(
    (url) => url.pathname === "/api/user",
    (route) => route.fulfill({ json: ADMIN }),
  );
}

async function fillValidPost(page: Page) {
  await page.getByLabel("Title").fill("Patch Notes Are Here");
  await page
    .getByLabel("Content")
    .fill("<p>This post has more than fifty characters of content for the test.</p>");
  await page.getByLabel("Excerpt").fill("A short summary of the post.");
  await page.getByLabel("Image URL").fill("https://example.com/cover.webp");
  await page.getByLabel("Category").fill("Reviews");
}

test("a signed-in non-admin sees 'Admin Access Required' on /blog/new", async ({
  signedInPage: page,
}) => {
  await page.goto("/blog/new");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveCount(0);
});

test("an admin sees every validation message of the form", async ({ page }) => {
  await actAsAdmin(page);
  await page.goto("/blog/new");
  await expect(page.getByRole("heading", { level: 1, name: "Create Blog Post" })).toBeVisible();
  await expect(page.getByLabel("Author ID")).toHaveValue("1");
  await expect(page.getByRole("checkbox", { name: "Published" })).toBeChecked();
  await expect(page.getByText("the signed-in admin", { exact: false })).toBeVisible();

  await page.getByRole("button", { name: "Create Post" }).click();
  for (const message of [
    "Title must be at least 5 characters.",
    "Content must be at least 50 characters.",
    "Excerpt must be at least 10 characters.",
    "Please enter a valid URL for the image.",
    "Category must be at least 3 characters.",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel("Title").fill("T".repeat(101));
  await page.getByLabel("Excerpt").fill("E".repeat(201));
  await page.getByLabel("Image URL").fill("not a url");
  await page.getByLabel("Author ID").fill("0");
  await page.getByRole("button", { name: "Create Post" }).click();
  for (const message of [
    "Title must be less than 100 characters.",
    "Excerpt must be less than 200 characters.",
    "Please enter a valid URL for the image.",
    "Please enter a valid author ID.",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
});

test("creating a post shows 'Creating...', the success toast and lands on /blog", async ({
  page,
}) => {
  await actAsAdmin(page);
  let sentBody: unknown;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === "/api/blog",
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      sentBody = route.request().postDataJSON();
      await released;
      return route.fulfill({ status: 201, json: { id: 1000, slug: "patch-notes-are-here" } });
    },
  );
  await page.goto("/blog/new");
  await expect(page.locator("datalist option[value='Reviews']")).toHaveCount(1);
  await fillValidPost(page);
  await page.getByRole("button", { name: "Create Post" }).click();

  const pending = page.getByRole("button", { name: "Creating..." });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  release();

  await expect(toastRegion(page)).toContainText("Success!");
  await expect(toastRegion(page)).toContainText("Blog post created successfully.");
  await expect(page).toHaveURL(/\/blog$/);
  expect(sentBody).toEqual({
    title: "Patch Notes Are Here",
    content: "<p>This post has more than fifty characters of content for the test.</p>",
    excerpt: "A short summary of the post.",
    imageUrl: "https://example.com/cover.webp",
    category: "Reviews",
    authorId: 1,
    published: true,
  });
});

test("a failed create shows the server's message and keeps the values", async ({ page }) => {
  await actAsAdmin(page);
  await page.route(
    (url) => url.pathname === "/api/blog",
    (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 400, json: { error: "A post with this title already exists" } })
        : route.fallback(),
  );
  await page.goto("/blog/new");
  await fillValidPost(page);
  await page.getByRole("checkbox", { name: "Published" }).click();
  await page.getByRole("button", { name: "Create Post" }).click();

  await expect(toastRegion(page)).toContainText("Error");
  await expect(toastRegion(page)).toContainText("A post with this title already exists");
  await expect(page).toHaveURL(/\/blog\/new$/);
  await expect(page.getByLabel("Title")).toHaveValue("Patch Notes Are Here");
  await expect(page.getByLabel("Excerpt")).toHaveValue("A short summary of the post.");
  await expect(page.getByLabel("Category")).toHaveValue("Reviews");
  await expect(page.getByRole("checkbox", { name: "Published" })).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Create Post" })).toBeEnabled();
});

test("a failure without a server message says 'Failed to create blog post.'", async ({ page }) => {
  await actAsAdmin(page);
  await page.route(
    (url) => url.pathname === "/api/blog",
    (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, body: "" })
        : route.fallback(),
  );
  await page.goto("/blog/new");
  await fillValidPost(page);
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toastRegion(page)).toContainText("Error");
  await expect(toastRegion(page)).toContainText("Failed to create blog post.");
  await expect(page.getByLabel("Title")).toHaveValue("Patch Notes Are Here");
});

test("Cancel goes back to /blog", async ({ page }) => {
  await actAsAdmin(page);
  await page.goto("/blog/new");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
