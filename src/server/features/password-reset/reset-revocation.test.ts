import { describe, expect, it } from "vitest";
import { issueOneTimeToken } from "../../lib/one-time-tokens";
import { AccountClient, newIdentity } from "../../test/account-client";
import { passCaptcha } from "../../test/captcha-solver";
import { testAppForFile } from "../../test/test-fixtures";

/** Outstanding reset links stop working once the password has been changed by any route. */
const t = testAppForFile({ seed: false });

async function resetLink(userId: number): Promise<string> {
  return issueOneTimeToken(t.database.db, "passwordResetTokens", {
    userId,
    secret: t.config.sessionSecret,
    ttlMs: 3_600_000,
    now: t.clock.now(),
  });
}

function resetWith(token: string, password = "Res3t-Pass!") {
  return new AccountClient(t.app).post("/api/reset-password", { token, password });
}

describe("outstanding reset links", () => {
  it("stop working after a successful reset with another link", async () => {
    const user = await new AccountClient(t.app).register(newIdentity("rev"));
    const first = await resetLink(user.id);
    const second = await resetLink(user.id);
    expect((await resetWith(first)).statusCode).toBe(200);
    const late = await resetWith(second, "An0ther-Pass!");
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: "This reset link is invalid or has expired." });
    const signIn = await new AccountClient(t.app).login(user.username, "Res3t-Pass!");
    expect(signIn.statusCode).toBe(200);
  });

  it("stop working after a password change", async () => {
    const browser = new AccountClient(t.app);
    const user = await browser.register(newIdentity("rev"));
    const token = await resetLink(user.id);
    await passCaptcha(browser);
    const changed = await browser.post("/api/change-password", {
      currentPassword: user.password,
      newPassword: "Chang3d-Pass!",
    });
    expect(changed.statusCode).toBe(200);
    expect((await resetWith(token)).statusCode).toBe(400);
  });

  it("of another user keep working", async () => {
    const browser = new AccountClient(t.app);
    const user = await browser.register(newIdentity("rev"));
    const other = await new AccountClient(t.app).register(newIdentity("rev"));
    const othersToken = await resetLink(other.id);
    await resetWith(await resetLink(user.id));
    expect((await resetWith(othersToken)).statusCode).toBe(200);
  });
});
