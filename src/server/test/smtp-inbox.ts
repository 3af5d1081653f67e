import { createServer, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The decoded text (quoted-printable soft breaks and escapes undone). */
  text: string;
  subject: string;
}

/**
 * A real SMTP server on a free local port: the app sends through nodemailer exactly as in
 * production, and tests read what arrived.
 */
export interface SmtpInbox {
  url: string;
  messages: ReceivedMail[];
  /** The `count`-th message to `to`, waiting briefly for it to arrive. */
  waitFor(to: string, count?: number): Promise<ReceivedMail>;
  /**
   * Run before each look at the messages in `waitFor`; the test app sets it to deliver the
   * mail waiting in its outbox, so a test reads what the app has queued so far.
   */
  beforeRead?: () => Promise<unknown>;
  close(): Promise<void>;
}

/** `port`: listen on this one (a test bringing a "down" SMTP server back); default any free port. */
export async function startSmtpInbox(options: { port?: number } = {}): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
          subject: raw.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? "",
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const inbox: SmtpInbox = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, count = 1) {
      for (let attempt = 0; attempt < 100; attempt++) {
        await inbox.beforeRead?.();
        const received = messages.filter((message) => message.to.includes(to.toLowerCase()));
        const wanted = received[count - 1];
        if (wanted) return wanted;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no e-mail #${count} arrived for ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return inbox;
}

/**
 * A TCP server that accepts connections and never says a word: an SMTP server that is
 * "black-holed" (hung, or a firewall swallowing the replies).
 */
export async function startSilentSmtpServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A local port with nothing listening on it: an SMTP server that is down. */
export async function findClosedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}

export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const match = mail.text.match(
    new RegExp(`https?://[^\\s]*${pathPrefix.replace(/[/?]/g, "\\$&")}[^\\s]*`),
  );
  if (!match) throw new Error(`no ${pathPrefix} link in: ${mail.text}`);
  return match[0];
}

export function codeIn(mail: ReceivedMail): string {
  const match = mail.text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no 6-digit code in: ${mail.text}`);
  return match[1];
}
