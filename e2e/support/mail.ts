import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { E2E_MAIL_DIR } from "./e2e-env";

/** The text of an e-mail with quoted-printable soft breaks and escapes undone. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}

/** All messages the site has sent to `to` so far, oldest first. */
export function mailsTo(to: string): string[] {
  const recipient = to.toLowerCase();
  let files: string[] = [];
  try {
    files = readdirSync(E2E_MAIL_DIR).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => decode(readFileSync(join(E2E_MAIL_DIR, file), "utf8")))
    .filter((mail) =>
      mail
        .match(/^X-Test-Recipients: (.*)$/m)?.[1]
        ?.split(",")
        .includes(recipient),
    );
}

/** Waits for the `count`-th message to `to` whose subject contains `subject`. */
export async function waitForMail(to: string, subject: string, count = 1): Promise<string> {
  let wanted: string | undefined;
  await expect
    .poll(
      () => {
        const matching = mailsTo(to).filter((mail) =>
          mail.match(/^Subject: (.*)$/m)?.[1]?.includes(subject),
        );
        wanted = matching[count - 1];
        return wanted !== undefined;
      },
      { message: `e-mail "${subject}" #${count} for ${to}`, intervals: [100], timeout: 10_000 },
    )
    .toBe(true);
  return wanted ?? "";
}

export function linkIn(mail: string, path: string): string {
  const match = mail.match(new RegExp(`https?://\\S*${path.replace(/[/?]/g, "\\$&")}\\S*`));
  if (!match) throw new Error(`no ${path} link in the e-mail`);
  return match[0];
}

export function codeIn(mail: string): string {
  const match = mail.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error("no 6-digit code in the e-mail");
  return match[1];
}
