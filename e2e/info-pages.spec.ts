import { expect, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";

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

test("merchandise: the catalogue shows prices, filters by category, and 'Notify me' confirms by e-mail", async ({
  page,
}) => {
  await page.goto("/merchandise");
  const catalogue = page.getByRole("region", { name: "Catalogue" });
  await expect(catalogue.getByRole("heading", { level: 2 })).toHaveCount(8);
  await expect(catalogue.getByText("$28.00")).toBeVisible();
  await page.getByRole("button", { name: "Collectibles" }).click();
  await expect(catalogue.getByRole("heading", { level: 2 })).toHaveCount(3);

  const email = `merch.${Date.now()}@example.com`;
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByText(/Check your inbox: open the link we sent to confirm/)).toBeVisible();

  const mail = await waitForMail(email, "Confirm: tell me when GameHub merchandise is on sale");
  const link = linkIn(mail, "/merchandise?confirm=");
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(
    page.getByText("Confirmed: we'll e-mail you once when the store opens."),
  ).toBeVisible();
});
