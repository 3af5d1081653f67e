import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import type { TwoFactorSetupReply } from "../../../shared/auth";
import { AccountClient } from "../../test/account-client";
import { passCaptcha } from "../../test/captcha-solver";
import { linkIn, type ReceivedMail } from "../../test/smtp-inbox";
import { testAppForFile } from "../../test/test-fixtures";

const t = testAppForFile({ seed: false });

async function signedInUser() {
  const browser = new AccountClient(t.app);
  const registered = await browser.register();
  // Registered with an address, so it is never null here.
  const user = { ...registered, email: registered.email as string };
  return { browser, user };
}

/** The mails to `email` whose subject matches, once the outbox has been delivered. */
async function noticesTo(email: string, subject: RegExp): Promise<ReceivedMail[]> {
  await t.drainOutbox();
  await t.inbox.waitFor(email);
  return t.inbox.messages.filter(
    (mail) => mail.to.includes(email.toLowerCase()) && subject.test(mail.subject),
  );
}

function expectNotice(mail: ReceivedMail | undefined, sentence: string) {
  expect(mail).toBeDefined();
  const text = (mail as ReceivedMail).text;
  expect(text).toContain(sentence);
  // When, in words the member can read, and what to do if it was not them.
  expect(text).toMatch(/ on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{2}:\d{2} UTC\./);
  expect(text).toContain("If it was not you");
  expect(linkIn(mail as ReceivedMail, "/auth/forgot-password")).toBe(
    `${t.config.publicUrl}/auth/forgot-password`,
  );
}

const codeAt = (secret: string) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

describe("a change of a way into the account is confirmed by e-mail", () => {
  it("after a password change, and not after a refused one", async () => {
    const { browser, user } = await signedInUser();
    await passCaptcha(browser);
    const refused = await browser.post("/api/change-password", {
      currentPassword: "Not-the-one1",
      newPassword: "N3w-password",
    });
    expect(refused.statusCode).toBe(401);
    expect(await noticesTo(user.email, /password was changed/)).toEqual([]);

    const changed = await browser.post("/api/change-password", {
      currentPassword: user.password,
      newPassword: "N3w-password",
    });
    expect(changed.statusCode).toBe(200);
    const notices = await noticesTo(user.email, /^Your GameHub password was changed$/);
    expect(notices).toHaveLength(1);
    expectNotice(notices[0], "The password of your GameHub account was changed on ");
  });

  it("after two-factor authentication is turned on and off", async () => {
    const { browser, user } = await signedInUser();
    const { secret } = (await browser.post("/api/2fa/setup")).json<TwoFactorSetupReply>();
    const enabled = await browser.post("/api/2fa/enable", {
      password: user.password,
      code: await codeAt(secret),
    });
    expect(enabled.statusCode).toBe(200);
    const on = await noticesTo(user.email, /^Two-factor authentication was turned on$/);
    expect(on).toHaveLength(1);
    expectNotice(on[0], "Two-factor authentication was turned on for your GameHub account on ");

    t.clock.advance(60_000);
    const disabled = await browser.post("/api/2fa/disable", {
      password: user.password,
      code: await codeAt(secret),
    });
    expect(disabled.statusCode).toBe(200);
    const off = await noticesTo(user.email, /^Two-factor authentication was turned off$/);
    expect(off).toHaveLength(1);
    expectNotice(off[0], "Two-factor authentication was turned off for your GameHub account on ");
  });

  it("after a password reset through a reset link", async () => {
    const { user } = await signedInUser();
    await new AccountClient(t.app, "10.9.8.7").post("/api/forgot-password", { email: user.email });
    const [resetMail] = await noticesTo(user.email, /^Reset your GameHub password$/);
    const token = new URL(
      linkIn(resetMail as ReceivedMail, "/auth/reset-password?token="),
    ).searchParams.get("token");
    const reset = await new AccountClient(t.app, "10.9.8.7").post("/api/reset-password", {
      token,
      password: "Br4nd-new-pass!",
    });
    expect(reset.statusCode).toBe(200);
    const notices = await noticesTo(user.email, /^Your GameHub password was reset$/);
    expect(notices).toHaveLength(1);
    expectNotice(
      notices[0],
      "The password of your GameHub account was reset through a reset link on ",
    );
  });
});
