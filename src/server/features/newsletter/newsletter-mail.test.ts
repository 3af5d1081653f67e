import { describe, expect, it } from "vitest";
import type { NewsletterIssue, NewsletterIssuePreview } from "../../../shared/admin-newsletter";
import type { ReceivedMail } from "../../test/smtp-inbox";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { unique } from "../../test/unique";
import { renderIssueText } from "./newsletter-mail";

const t = testAppForFile({ seed: false });
const admin = memberForFile(t, { admin: true });

const BODY = [
  "## This month",
  "",
  "Hello **players**, meet the _Star Courier_.",
  "",
  "- New maps",
  "- A `patch` for [the arcade](https://gamehub.test/retro-games)",
  "",
  "> Quoted from the team",
  "",
  "[Read more](https://gamehub.test/blog) or visit https://gamehub.test/forum",
].join("\n");

/** The decoded parts of a received message by content type (text/plain, text/html). */
function partsOf(mail: ReceivedMail): Record<string, string> {
  const boundary = mail.raw.match(/boundary="?([^";\r\n]+)"?/)?.[1];
  if (!boundary) throw new Error("not a multipart message");
  const parts: Record<string, string> = {};
  for (const chunk of mail.raw.split(`--${boundary}`).slice(1, -1)) {
    const [head = "", ...rest] = chunk.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const body = rest.join("\n\n");
    const type = head.match(/Content-Type: ([^;\r\n]+)/i)?.[1]?.trim() ?? "";
    const encoding = head.match(/Content-Transfer-Encoding: (\S+)/i)?.[1]?.toLowerCase();
    const bytes =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64")
        : encoding === "quoted-printable"
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, "")
                .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              "latin1",
            )
          : Buffer.from(body, "utf8");
    parts[type] = bytes.toString("utf8").replace(/\r\n/g, "\n").trimEnd();
  }
  return parts;
}

describe("a newsletter issue as e-mail", () => {
  it("renders Markdown as readable plain text: no syntax, links as text (address)", () => {
    expect(renderIssueText(BODY)).toBe(
      [
        "This month",
        "",
        "Hello players, meet the Star Courier.",
        "",
        "- New maps",
        "- A patch for the arcade (https://gamehub.test/retro-games)",
        "",
        "Quoted from the team",
        "",
        "Read more (https://gamehub.test/blog) or visit https://gamehub.test/forum",
      ].join("\n"),
    );
  });

  it("is sent as HTML, exactly as the preview shows it, with a plain-text alternative", async () => {
    const email = `reader.${unique()}@example.com`;
    await t.database.db
      .insertInto("newsletterSubscribers")
      .values({ email, name: null, source: "footer", confirmedAt: t.clock.now().toISOString() })
      .execute();
    const created = await admin.browser.post("/api/admin/newsletter/issues", {
      subject: `Star Courier ${unique()}`,
      body: BODY,
    });
    const issue = created.json<NewsletterIssue>();
    const preview = (
      await admin.browser.get(`/api/admin/newsletter/issues/${issue.id}/preview`)
    ).json<NewsletterIssuePreview>();
    expect(
      (await admin.browser.post(`/api/admin/newsletter/issues/${issue.id}/send`)).statusCode,
    ).toBe(200);

    const parts = partsOf(await t.inbox.waitFor(email));
    const html = parts["text/html"] ?? "";
    const text = parts["text/plain"] ?? "";
    expect(html).toContain(preview.html.trim());
    expect(html).toContain("<strong>players</strong>");
    expect(html).toMatch(/<a href="http:\/\/gamehub\.test\/newsletter\/unsubscribe\?token=[^"]+"/);
    expect(text.startsWith(preview.text)).toBe(true);
    expect(text).toContain("Read more (https://gamehub.test/blog)");
    for (const syntax of ["**", "](", "## ", "`", "> ", "_Star"])
      expect(text).not.toContain(syntax);
    expect(text).toMatch(
      /Unsubscribe from the GameHub newsletter:\nhttp:\/\/gamehub\.test\/newsletter\/unsubscribe\?token=/,
    );
  });
});
