import { expect, test } from "./support/fixtures";

test("the FAQ's questions open and close from the keyboard", async ({ page }) => {
  await page.goto("/faq");
  await expect(
    page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
  ).toBeVisible();
  const question = page.getByText("How do I turn on two-factor authentication?");
  const answer = page.getByText(/scan the code with an authenticator app/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await page.keyboard.press("Space");
  await expect(answer).toBeHidden();
});

test("the about page links to the site's sections and to sign-up", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About GameHub" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Join the Family" })).toHaveAttribute(
    "href",
    "/auth",
  );
  await main.getByRole("link", { name: /^Guides/ }).click();
  await expect(page).toHaveURL(/\/game-guides$/);
});
