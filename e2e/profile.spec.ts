import { expect, test } from "@playwright/test";

test("saved articles are listed on the profile and can be removed", async ({ page }) => {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 10_000)}`;
  const registered = await page.request.post("/api/register", {
    data: {
      username: `saver_${suffix}`,
      email: `saver.${suffix}@example.com`,
      password: "Str0ngPass!",
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto("/profile");
  const saved = page.getByRole("region", { name: "Saved Articles" });
  await expect(saved).toContainText("No saved articles yet.");

  const { posts } = await (await page.request.get("/api/blog?limit=1&category=hardware")).json();
  const post = posts[0];
  expect((await page.request.post(`/api/blog/${post.id}/bookmark`)).status()).toBe(200);

  await page.reload();
  await expect(saved.getByRole("link", { name: post.title })).toHaveAttribute(
    "href",
    `/blog/${post.id}`,
  );
  await saved.getByRole("button", { name: `Remove ${post.title} from saved articles` }).click();
  await expect(page.getByText("Bookmark removed").first()).toBeVisible();
  await expect(saved).toContainText("No saved articles yet.");
});
