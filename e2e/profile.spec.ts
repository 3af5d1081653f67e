import { expect, test } from "./support/fixtures";

test("saved articles are listed on the profile and can be removed", async ({
  signedInPage: page,
}) => {
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
