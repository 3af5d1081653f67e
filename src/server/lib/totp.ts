import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { SITE_NAME } from "../../shared/routes";

/** TOTP (RFC 6238): 30-second steps, 6 digits, SHA-1, as every authenticator app expects. */
const STEP_SECONDS = 30;

export function createTotpSecret(): string {
  return generateSecret();
}

export async function describeTotpSecret(username: string, secret: string) {
  const otpauthUrl = generateURI({ issuer: SITE_NAME, label: username, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

/**
 * Checks a code against the step before, the current step and the step after (clocks drift),
 * and only steps after `lastUsedStep`, so a code cannot be used twice. Returns the matched
 * step to remember, or null.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now: Date,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: STEP_SECONDS,
    ...(lastUsedStep !== null ? { afterTimeStep: lastUsedStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
