import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 256 bits from the system's CSPRNG, URL-safe: session cookies and e-mailed links. */
export function createSecureToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/**
 * What the database keeps instead of a token or code: an HMAC keyed with SESSION_SECRET, so a
 * leaked database alone can neither be replayed nor brute-forced offline for short codes.
 */
export function hashSecret(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("hex");
}

export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random code of `length` digits (leading zeros kept). */
export function createDigitCode(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}
