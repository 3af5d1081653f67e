import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { OWNER_ONLY_DIR_MODE, OWNER_ONLY_FILE_MODE } from "./private-files";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (the visitor who wrote through the contact form); never the From. */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** How long one delivery may take before it counts as failed (and is retried later). */
export const MAIL_SEND_TIMEOUT_MS = 10_000;

/**
 * Real e-mail through SMTP_URL; without it every message is written to DATA_DIR/mail/ as an
 * .eml file and logged, so reset links and codes work on a fresh machine. Only the outbox
 * worker calls this: requests never wait on mail delivery.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; dataDir: string; timeoutMs?: number },
  log: FastifyBaseLogger,
): Mailer {
  const timeoutMs = options.timeoutMs ?? MAIL_SEND_TIMEOUT_MS;
  if (options.smtpUrl) {
    // Each stage is bounded: a server that accepts the connection and then says nothing (or
    // stops answering mid-message) must not hold a delivery forever.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    return {
      send: (message) =>
        withTimeout(
          transport.sendMail({ from: options.from, ...message }).then(() => undefined),
          timeoutMs,
        ),
      close: () => transport.close(),
    };
  }
  const mailDir = join(options.dataDir, "mail");
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(mailDir, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
      const file = join(
        mailDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
      );
      // Reset links and deletion codes: readable by the server's account only.
      writeFileSync(file, info.message as Buffer, { mode: OWNER_ONLY_FILE_MODE });
      log.info(
        { recipient: recipientLogId(message.to), subject: message.subject, file },
        "e-mail written to file (no SMTP_URL set)",
      );
    },
    close: () => transport.close(),
  };
}

/**
 * How logs name a recipient: a short hash of the address, never the address itself (logs are
 * kept and shipped where personal data should not go). The same address always gives the
 * same hash, so an operator can still follow one recipient's mail, or check a given address
 * with `recipientLogId`.
 */
export function recipientLogId(address: string): string {
  return `sha256:${createHash("sha256").update(address.trim().toLowerCase()).digest("hex").slice(0, 12)}`;
}

export class MailTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`mail delivery timed out after ${timeoutMs} ms`);
    this.name = "MailTimeoutError";
  }
}

/**
 * Rejects when `work` has not settled within `timeoutMs`: the overall guard on top of the
 * transport's own per-stage timeouts (a server trickling bytes can pass each of those).
 */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new MailTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([work, guard]).finally(() => clearTimeout(timer));
}
