import { type APIRequestContext, type Page, request } from "@playwright/test";
import { generate } from "otplib";
import { type Account, expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { expectToast } from "./support/toasts";

/**
 * Account settings, the security page and two-factor setup (change password, account deletion
 * with its e-mailed code, two-factor on and off, their toasts), against the real server: a real ALTCHA proof of
 * work solved by the browser, real TOTP codes, and the deletion code read from the e-mail.
 */

// Real argon2 hashing, proof of work and e-mail: roomier than the default 30 s under load.
test.describe.configure({ timeout: 90_000 });

const NEW_PASSWORD = "N3wSecret99";
/** The widget solves a real proof of work (about a second, more on a busy machine). */
const CAPTCHA_TIMEOUT_MS = 30_000;
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Another browser signed in to the same account (its own cookie jar). */
async function signInElsewhere(
  baseURL: string | undefined,
  account: Account,
  userAgent = IPHONE_UA,
): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, userAgent });
  const response = await context.post("/api/login", {
    data: { username: account.username, password: account.password },
  });
  expect(response.ok()).toBe(true);
  return context;
}

/** Ticks the ALTCHA checkbox and waits until the page has moved past the captcha. */
async function solveCaptcha(page: Page, done: () => Promise<void>) {
  // The widget draws its own box over the native checkbox: click the label, as a person would.
  await page.locator("altcha-widget").getByText("I'm not a robot").click();
  await done();
}

test.describe("account settings", () => {
  test("shows the profile info and switches between the three tabs", async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto("/settings");

    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Account settings" });
    await expect(tabs.getByRole("tab")).toHaveText([
      "Profile Info",
      "Change Password",
      "Delete Account",
    ]);
    await expect(tabs.getByRole("tab", { name: "Profile Info" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    const info = page.getByRole("tabpanel", { name: "Profile Info" });
    const today = new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date());
    await expect(info).toContainText(account.username);
    await expect(info).toContainText(account.email);
    await expect(info).toContainText(`Member since${today}`);
    await expect(info).toContainText("Account typeUser");
    await expect(info).toContainText("Not Verified");
    await expect(info).toContainText("Disabled");
    await expect(info.getByRole("link", { name: "Security settings" })).toHaveAttribute(
      "href",
      "/profile/security",
    );

    await info.getByRole("button", { name: "Resend verification e-mail" }).click();
    await expectToast(page, "Verification e-mail sent");
    // The second one: registering sent the first.
    await waitForMail(account.email, "Confirm your GameHub e-mail address", 2);

    await tabs.getByRole("tab", { name: "Change Password" }).click();
    await expect(page).toHaveURL(/\/settings\?tab=password$/);
    await expect(page.locator("altcha-widget")).toBeVisible();
    await tabs.getByRole("tab", { name: "Delete Account" }).click();
    await expect(page.getByRole("button", { name: "Request Account Deletion" })).toBeVisible();

    // The same page under /profile/settings.
    await page.goto("/profile/settings");
    await expect(page.getByRole("tabpanel", { name: "Profile Info" })).toContainText(account.email);
  });

  test("greets a verified or refused e-mail link with a toast", async ({ signedInPage: page }) => {
    await page.goto("/settings?emailVerified=0");
    await expectToast(page, "Verification failed");
    await expect(page).toHaveURL(/\/settings$/);
    await page.goto("/settings?emailVerified=1");
    await expectToast(page, "E-mail verified");
  });

  test("changes the password once the captcha is solved", async ({
    signedInPage: page,
    baseURL,
    account,
  }) => {
    await page.goto("/settings?tab=password");

    await page.getByRole("button", { name: "Continue" }).click();
    await expectToast(page, "CAPTCHA Required", "Please complete the CAPTCHA verification first.");
    await expect(page.getByLabel("Current password")).toHaveCount(0);

    await solveCaptcha(page, () =>
      expect(page.getByLabel("Current password")).toBeVisible({ timeout: CAPTCHA_TIMEOUT_MS }),
    );

    const submit = page.getByRole("button", { name: "Change Password" });
    await submit.click();
    await expect(page.getByText("Current password is required")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toHaveCount(2);

    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(`${NEW_PASSWORD}x`);
    await submit.click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await submit.click();
    await expectToast(page, "Failed to change password", "Current password is incorrect");
    await expect(page.getByLabel("New password", { exact: true })).toHaveValue(NEW_PASSWORD);

    await page.getByLabel("Current password").fill(account.password);
    await submit.click();
    await expectToast(page, "Password changed successfully", "Your password has been updated");
    await expect(page.getByLabel("Current password")).toHaveValue("");
    await expect(page.getByLabel("New password", { exact: true })).toHaveValue("");

    // Only a successful sign-in here: failed ones count towards the per-IP limit every test shares.
    const elsewhere = await request.newContext({ baseURL });
    const newLogin = await elsewhere.post("/api/login", {
      data: { username: account.username, password: NEW_PASSWORD },
    });
    expect(newLogin.ok()).toBe(true);
    await elsewhere.dispose();
  });

  test("deletes the account with the captcha, the mailed code and the confirmation", async ({
    signedInPage: page,
    baseURL,
    account,
  }) => {
    await page.goto("/settings");
    await page.getByRole("tab", { name: "Delete Account" }).click();

    const requestButton = page.getByRole("button", { name: "Request Account Deletion" });
    await requestButton.click();
    await expectToast(page, "CAPTCHA Required", "Please complete the CAPTCHA verification first.");

    await solveCaptcha(page, () =>
      expect(page.getByText("Security check complete")).toBeVisible({
        timeout: CAPTCHA_TIMEOUT_MS,
      }),
    );
    await requestButton.click();
    await expectToast(
      page,
      "Verification Code Sent",
      `A verification code has been sent to ${account.email}. Please check your inbox.`,
    );

    const codeField = page.getByLabel("Verification code");
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByText("Verification code must be 6 digits")).toBeVisible();

    const mail = await waitForMail(account.email, "deletion code");
    const code = mail.match(/GameHub account is: (\d{6})/)?.[1];
    if (!code) throw new Error("no deletion code in the e-mail");
    const wrongCode = code === "000000" ? "111111" : "000000";
    await codeField.fill(wrongCode);
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expectToast(page, "Error", "Invalid verification code. Please try again.");

    // Cancel closes the code form; asking again mails a new code.
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(codeField).toHaveCount(0);
    await requestButton.click();
    const secondMail = await waitForMail(account.email, "deletion code", 2);
    const secondCode = secondMail.match(/GameHub account is: (\d{6})/)?.[1] ?? "";
    await codeField.fill(secondCode);
    await page.getByRole("button", { name: "Verify Code" }).click();

    const dialog = page.getByRole("dialog", { name: "Confirm Account Deletion" });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Delete My Account" });
    await confirm.click();
    await expect(dialog.getByText("Username confirmation is required")).toBeVisible();
    await expect(dialog.getByText("Password confirmation is required")).toBeVisible();

    let deleteCalls = 0;
    page.on("request", (sent) => {
      if (sent.url().endsWith("/api/delete-account")) deleteCalls += 1;
    });
    await dialog.getByLabel("Username").fill(`${account.username}x`);
    await dialog.getByLabel("Password", { exact: true }).fill(account.password);
    await confirm.click();
    // The modal hides the page (and its toast region) from assistive technology: match the text.
    await expect(page.getByText("Username Mismatch", { exact: true })).toBeVisible();
    await expect(
      page.getByText("The username you entered doesn't match your account username.").first(),
    ).toBeVisible();
    expect(deleteCalls).toBe(0);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Username").fill(account.username);
    await dialog.getByLabel("Password", { exact: true }).fill(account.password);
    await dialog.getByRole("button", { name: "Delete My Account" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expectToast(page, "Account Deleted", "Your account has been successfully deleted.");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect((await page.request.get("/api/user")).status()).toBe(401);

    // The account is gone: its username and e-mail can be registered again.
    const elsewhere = await request.newContext({ baseURL });
    const again = await elsewhere.post("/api/register", { data: account });
    expect(again.status()).toBe(201);
    await elsewhere.dispose();
  });
});

test.describe("security page", () => {
  test("sets up two-factor authentication with a real authenticator code, then turns it off", async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto("/profile/security");

    const twoFactor = page.getByRole("region", { name: "Two-Factor Authentication" });
    await expect(twoFactor).toContainText("Disabled");
    await page.getByRole("link", { name: "Set Up 2FA" }).click();
    await expect(page).toHaveURL(/\/profile\/2fa-setup$/);

    await page.getByRole("button", { name: "Begin Setup" }).click();
    await expect(
      page.getByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
    // Back returns to the intro; starting again gives a fresh secret.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Begin Setup" }).click();

    const shown = await page.getByTestId("two-factor-secret").innerText();
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = shown.replace(/\s/g, "");

    const codeField = page.getByLabel("6-digit code");
    await codeField.fill("12345");
    await page.getByRole("button", { name: "Verify and Enable" }).click();
    await expect(page.getByText("Code must be 6 digits")).toBeVisible();
    // Turning 2FA on needs the current password as well.
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(account.password);

    const code = await generate({ secret });
    const wrongCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");
    await codeField.fill(wrongCode);
    await page.getByRole("button", { name: "Verify and Enable" }).click();
    await expectToast(page, "Invalid code", "Please check the code and try again");

    await codeField.fill(code);
    await page.getByRole("button", { name: "Verify and Enable" }).click();
    await expect(page).toHaveURL(/\/profile\/security$/);
    await expectToast(
      page,
      "Two-factor authentication enabled",
      "Your account is now secured with 2FA",
    );
    await expect(twoFactor).toContainText("Enabled");

    await page.goto("/settings");
    await expect(page.getByRole("tabpanel", { name: "Profile Info" })).toContainText("Enabled");
    await page.goto("/profile/2fa-setup");
    await expect(page.getByText("Two-factor authentication is already on")).toBeVisible();
    await page.getByRole("link", { name: "Go to Security" }).click();

    await page.getByRole("button", { name: "Manage 2FA" }).click();
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    // A code is accepted once: take the next 30-second step's code (within the server's window).
    const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await page.getByLabel("Authenticator code").fill(nextCode);
    await page.getByRole("button", { name: "Disable 2FA" }).click();
    await expectToast(page, "Two-factor authentication disabled");
    await expect(page.getByRole("link", { name: "Set Up 2FA" })).toBeVisible();
  });

  test("changes the password from the security page too", async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto("/profile/security");
    await solveCaptcha(page, () =>
      expect(page.getByLabel("Current password")).toBeVisible({ timeout: CAPTCHA_TIMEOUT_MS }),
    );
    await page.getByLabel("Current password").fill(account.password);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password changed successfully", "Your password has been updated");
  });

  test("lists the active sessions and signs other devices out", async ({
    signedInPage: page,
    baseURL,
    account,
  }) => {
    const phone = await signInElsewhere(baseURL, account);
    await page.goto("/profile/security");

    const sessions = page.getByRole("region", { name: "Active Sessions" });
    const rows = sessions.getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(/Chrome on \w+/);
    await expect(rows.first()).toContainText("This device");
    await expect(rows.first()).toContainText(/127\.0\.0\.1|::1/);
    await expect(rows.nth(1)).toContainText("Safari on iPhone");
    await expect(rows.nth(1)).toContainText(/Active (just now|\d+ minutes? ago)/);

    await sessions.getByRole("button", { name: "Sign out Safari on iPhone" }).click();
    await expectToast(page, "Session signed out");
    await expect(rows).toHaveCount(1);
    expect((await phone.get("/api/user")).status()).toBe(401);
    await phone.dispose();

    const tablet = await signInElsewhere(baseURL, account);
    const laptop = await signInElsewhere(
      baseURL,
      account,
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
    );
    await page.reload();
    await expect(rows).toHaveCount(3);
    await expect(sessions).toContainText("Firefox on Windows");
    await sessions.getByRole("button", { name: "Sign out all other sessions" }).click();
    await expectToast(page, "Signed out other sessions");
    await expect(rows).toHaveCount(1);
    await expect(sessions).toContainText("No other device is signed in.");
    expect((await tablet.get("/api/user")).status()).toBe(401);
    expect((await laptop.get("/api/user")).status()).toBe(401);
    await tablet.dispose();
    await laptop.dispose();
  });
});
