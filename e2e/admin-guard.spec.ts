import { expect, test } from "./support/fixtures";

test("a signed-in non-admin meets 'Admin Access Required' and Go Back returns to the previous page", async ({
  signedInPage: page,
}) => {
  await page.goto("/privacy");
  await page.goto("/blog/new");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(
    page.getByText(
      "You don't have permission to access this page. This area is restricted to administrators only.",
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      "If you believe you should have access to this page, please contact an administrator for assistance.",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test("every admin page refuses a non-admin", async ({ signedInPage: page }) => {
  for (const path of ["/admin", "/admin-top-games", "/blog/new"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Admin Access Required" }), path).toBeVisible();
  }
});

test("a signed-in user reaches guarded pages instead of being sent to /auth", async ({
  signedInPage: page,
}) => {
  await page.goto("/profile/appearance");
  await expect(page).toHaveURL(/\/profile\/appearance$/);
});
