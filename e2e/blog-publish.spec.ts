import { E2E_ADMIN } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/toasts";

test("an admin publishes a post that then leads /blog and the home page's news", async ({
  page,
}) => {
  const signedIn = await page.request.post("/api/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(signedIn.status()).toBe(200);

  const title = `Season finale recap ${Date.now()}`;
  await page.goto("/blog/new");
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Content")
    .fill(
      `<p>${"The season ended with a bang, and here is everything that happened. ".repeat(2)}</p><script>alert(1)</script>`,
    );
  await page.getByLabel("Excerpt").fill("Everything that happened in the finale.");
  // A cover shipped with the site (it has responsive copies, as every content image must; a
  // remote one would be downloaded by the server).
  await page.getByLabel("Image URL").fill(new URL("/images/news/stock.webp", page.url()).href);
  await page.getByLabel("Category").fill("esports");
  await page.getByRole("button", { name: "Create Post" }).click();

  await expectToast(page, "Success!", "Blog post created successfully.");
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByText(title).first()).toBeVisible();

  await page.goto("/");
  const firstCard = page.getByRole("region", { name: "Latest News" }).getByRole("article").first();
  await expect(firstCard).toContainText(title);
  await firstCard.getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  // The stored HTML went through the allow-list: the script is gone.
  expect(await page.locator("article script, [data-testid='article-content'] script").count()).toBe(
    0,
  );
});
