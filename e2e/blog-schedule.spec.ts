import type { AdminPostsReply } from "../src/shared/admin-posts";
import { E2E_ADMIN } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/toasts";

test("an admin schedules a post an hour ahead: visitors do not see it until it is published", async ({
  page,
  browser,
}) => {
  // Create, check as a visitor, edit and check again: a longer walk than most specs.
  test.setTimeout(90_000);
  const signedIn = await page.request.post("/api/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(signedIn.status()).toBe(200);

  const title = `Scheduled reveal ${Date.now()}`;
  await page.goto("/blog/new");
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Content")
    .fill(`<p>${"A reveal that goes public in an hour, and not a minute before. ".repeat(2)}</p>`);
  await page.getByLabel("Excerpt").fill("What is revealed in an hour.");
  await page.getByLabel("Image URL").fill(new URL("/images/news/stock.webp", page.url()).href);
  await page.getByLabel("Category").fill("esports");
  await page.getByRole("checkbox", { name: "Featured" }).check();
  // The field is the browser's local time; an hour from now, in the browser's own zone.
  const inAnHour = await page.evaluate(() => {
    const date = new Date(Date.now() + 3_600_000);
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  });
  await page.getByLabel("Publish at").fill(inAnHour);
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();
  await page.getByRole("button", { name: "Create Post" }).click();

  await expectToast(page, "Success!", "Scheduled for");
  await expect(page).toHaveURL(/\/blog$/);

  const listed = await page.request.get(`/api/admin/posts?q=${encodeURIComponent(title)}`);
  const [post] = ((await listed.json()) as AdminPostsReply).posts;
  expect(post).toMatchObject({ title, status: "scheduled", isFeatured: true });
  const id = post?.id as number;

  // A visitor (no session) finds it neither on /blog nor at its address.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/blog");
  await expect(visitorPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitorPage.getByText(title)).toHaveCount(0);
  expect((await visitor.request.get(`/api/blog/${id}`)).status()).toBe(404);

  // The admin opens it in the editor, empties "Publish at" and saves: it is public now.
  await page.goto(`/blog/new?edit=${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Blog Post" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Publish at")).toHaveValue(inAnHour);
  await expect(page.getByRole("checkbox", { name: "Featured" })).toBeChecked();
  await page.getByLabel("Publish at").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Success!", "Blog post updated successfully.");
  expect((await visitor.request.get(`/api/blog/${id}`)).status()).toBe(200);
  await visitor.close();
});
