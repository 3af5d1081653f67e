import { expect, test } from "@playwright/test";

function newIdentity() {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 10_000)}`;
  return {
    username: `guard_${suffix}`,
    email: `guard.${suffix}@example.com`,
    password: "Str0ngPass!",
  };
}

test("a signed-in non-admin meets 'Admin Access Required' and Go Back returns to the previous page", async ({
  page,
}) => {
  const registered = await page.request.post("/api/register", { data: newIdentity() });
  expect(registered.status()).toBe(201);
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

test("every admin page refuses a non-admin", async ({ page }) => {
  await page.request.post("/api/register", { data: newIdentity() });
  for (const path of ["/admin", "/admin-top-games", "/blog/new"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Admin Access Required" }), path).toBeVisible();
  }
});

test("a signed-in user reaches guarded pages instead of being sent to /auth", async ({ page }) => {
  await page.request.post("/api/register", { data: newIdentity() });
  await page.goto("/profile/appearance");
  await expect(page).toHaveURL(/\/profile\/appearance$/);
});
