// A real SMTP server for the browser tests: the site sends its e-mail here (SMTP_URL), and each
// message is written to E2E_MAIL_DIR as an .eml file for the tests to read.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.E2E_SMTP_PORT);
const mailDir = process.env.E2E_MAIL_DIR;
mkdirSync(mailDir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      count += 1;
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(",");
      const header = `X-Test-Recipients: ${to}\r\n`;
      writeFileSync(
        join(mailDir, `${Date.now()}-${String(count).padStart(5, "0")}.eml`),
        header + Buffer.concat(chunks).toString("utf8"),
      );
      callback();
    });
  },
});
server.listen(port, "127.0.0.1");
