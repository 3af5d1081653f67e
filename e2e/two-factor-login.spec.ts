import { generate } from "otplib";
import { expect, test } from "./support/fixtures";

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
function codeFor(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

test("with 2FA on: sign out, then sign in with the password and a TOTP code", async ({
  signedInPage: page,
  account: identity,
}) => {
  const setup = await (await page.request.post("/api/2fa/setup")).json();
  expect(
    (
      await page.request.post("/api/2fa/enable", {
        data: { password: identity.password, code: await codeFor(setup.secret) },
      })
    ).status(),
  ).toBe(200);

  await page.goto("/");
  await page.getByRole("button", { name: `Account menu for ${identity.username}` }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();

  await page.goto("/auth");
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Username or email").fill(identity.username);
  await login.getByLabel("Password", { exact: true }).fill(identity.password);
  await login.getByRole("button", { name: "Sign in" }).click();

  const codeView = page.getByRole("form", { name: "Two-factor verification" });
  await expect(codeView).toBeVisible();
  await codeView.getByLabel("Verification code").fill("000000");
  await codeView.getByRole("button", { name: "Verify" }).click();
  await expect(codeView.getByText("Invalid verification code. Please try again.")).toBeVisible();

  // The enabling code's step is spent; the next step's code is inside the server's window.
  await codeView.getByLabel("Verification code").fill(await codeFor(setup.secret, 1));
  await codeView.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("button", { name: `Account menu for ${identity.username}` }),
  ).toBeVisible();
});
