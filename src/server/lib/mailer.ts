import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Real e-mail through SMTP_URL; without it every message is written to DATA_DIR/mail/ as an
 * .eml file and logged, so reset links and codes work on a fresh machine.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
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
      mkdirSync(mailDir, { recursive: true });
      const file = join(
        mailDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, file },
        "e-mail written to file (no SMTP_URL set)",
      );
    },
    close: () => transport.close(),
  };
}
