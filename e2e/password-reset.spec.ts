import { expect, registerAccount, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";

test("forgot password: the e-mailed link resets the password, and the new one signs in", async ({
  page,
  browser,
  account: identity,
}) => {
  // Registered in another browser, so this page starts signed out.
  const signup = await browser.newContext();
  await registerAccount(signup.request, identity);
  await signup.close();

  await page.goto("/auth/forgot-password");
  const forgot = page.getByRole("form", { name: "Forgot password" });
  await forgot.getByLabel("Email").fill(identity.email);
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText(
      "If an account with that email exists, we've sent a password reset link. Please check your email.",
    ),
  ).toBeVisible();

  const mail = await waitForMail(identity.email, "Reset your GameHub password");
  const link = linkIn(mail, "/auth/reset-password?token=");
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  const reset = page.getByRole("form", { name: "Reset password" });
  await reset.getByLabel("New password", { exact: true }).fill("Brand-n3w!pass");
  await reset.getByLabel("Confirm new password").fill("Brand-n3w!pass");
  await reset.getByRole("button", { name: "Reset password" }).click();
  await expect(
    page.getByText(
      "Your password has been reset successfully. You will be redirected to the login page.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6000 });

  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Username or email").fill(identity.username);
  await login.getByLabel("Password", { exact: true }).fill(identity.password);
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(login.getByRole("alert")).toHaveText("Invalid username or password");

  await login.getByLabel("Password", { exact: true }).fill("Brand-n3w!pass");
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("button", { name: `Account menu for ${identity.username}` }),
  ).toBeVisible();
});
