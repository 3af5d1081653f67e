import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { AccountClient } from "./account-client";

/** Does what the ALTCHA widget does in the browser: fetch a challenge, solve it, encode the payload. */
export async function solveCaptcha(browser: AccountClient): Promise<string> {
  const challenge = (await browser.get("/api/captcha/challenge")).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the captcha challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export async function passCaptcha(browser: AccountClient): Promise<void> {
  const response = await browser.post("/api/verify-captcha", {
    captchaToken: await solveCaptcha(browser),
  });
  if (response.statusCode !== 200) throw new Error(`captcha refused: ${response.body}`);
}
