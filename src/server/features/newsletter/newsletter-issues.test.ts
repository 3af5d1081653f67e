import { describe, expect, it } from "vitest";
import type { AdminAuditReply } from "../../../shared/admin-audit";
import type {
  AdminSubscribersReply,
  NewsletterIssue,
  NewsletterIssuePreview,
  NewsletterIssueSendReply,
  NewsletterIssuesReply,
} from "../../../shared/admin-newsletter";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { unique } from "../../test/unique";

const t = testAppForFile({ seed: false, mailWorker: "manual" });
const admin = memberForFile(t, { admin: true });
const plainMember = memberForFile(t);

async function subscriber(options: { confirmed: boolean; name?: string; email?: string }) {
  const row = await t.database.db
    .insertInto("newsletterSubscribers")
    .values({
      email: options.email ?? `fan.${unique()}@example.com`,
      name: options.name ?? null,
      source: "footer",
      confirmedAt: options.confirmed ? t.clock.now().toISOString() : null,
    })
    .returning(["id", "email"])
    .executeTakeFirstOrThrow();
  return row;
}

async function draft(overrides: Record<string, unknown> = {}): Promise<NewsletterIssue> {
  const response = await admin.browser.post("/api/admin/newsletter/issues", {
    subject: `Monthly news ${unique()}`,
    body: "Hello **players**,\n\nNew maps are out: [read more](https://gamehub.test/blog).",
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NewsletterIssue>();
}

async function auditEntries(action: string) {
  const response = await admin.browser.get(`/api/admin/audit?action=${action}`);
  expect(response.statusCode).toBe(200);
  return response.json<AdminAuditReply>().entries;
}

describe("permissions", () => {
  it.each([
    ["GET", "/api/admin/newsletter/subscribers"],
    ["GET", "/api/admin/newsletter/subscribers.csv"],
    ["DELETE", "/api/admin/newsletter/subscribers/1"],
    ["GET", "/api/admin/newsletter/issues"],
    ["POST", "/api/admin/newsletter/issues"],
    ["PUT", "/api/admin/newsletter/issues/1"],
    ["GET", "/api/admin/newsletter/issues/1/preview"],
    ["POST", "/api/admin/newsletter/issues/1/send"],
  ] as const)("%s %s answers 401 signed out and 403 for a member", async (method, url) => {
    const payload = { subject: "Hello", body: "Hi" };
    const withBody = method === "POST" || method === "PUT";
    const signedOut = await t.app.inject({ method, url, ...(withBody ? { payload } : {}) });
    expect(signedOut.statusCode).toBe(401);
    const asMember = await plainMember.browser.request(method, url, withBody ? payload : undefined);
    expect(asMember.statusCode).toBe(403);
  });
});

describe("subscribers", () => {
  it("lists subscribers newest first with the list's totals, and searches address and name", async () => {
    const word = unique();
    const older = await subscriber({ confirmed: true, name: `Alex ${word}` });
    const newer = await subscriber({ confirmed: false, email: `sam.${word}@example.com` });
    const counts = await t.database.db
      .selectFrom("newsletterSubscribers")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.count<number>("confirmedAt").as("confirmed"),
      ])
      .executeTakeFirstOrThrow();

    const all = await admin.browser.get("/api/admin/newsletter/subscribers");
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json<AdminSubscribersReply>();
    expect(page.counts).toEqual({
      total: Number(counts.total),
      confirmed: Number(counts.confirmed),
    });
    expect(page.subscribers.slice(0, 2).map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(page.subscribers[1]).toMatchObject({
      email: older.email,
      name: `Alex ${word}`,
      source: "footer",
    });
    expect(page.subscribers[1]?.confirmedAt).not.toBeNull();
    expect(page.subscribers[0]?.confirmedAt).toBeNull();

    const byName = await admin.browser.get(`/api/admin/newsletter/subscribers?q=ALEX%20${word}`);
    expect(byName.json<AdminSubscribersReply>().subscribers.map((row) => row.id)).toEqual([
      older.id,
    ]);
    const byEmail = await admin.browser.get(`/api/admin/newsletter/subscribers?q=sam.${word}`);
    expect(byEmail.json<AdminSubscribersReply>().subscribers.map((row) => row.id)).toEqual([
      newer.id,
    ]);
    const wildcard = await admin.browser.get(`/api/admin/newsletter/subscribers?q=${word}%25zzz`);
    expect(wildcard.json<AdminSubscribersReply>().subscribers).toEqual([]);
  });

  it("pages by cursor", async () => {
    const word = unique();
    for (let index = 0; index < 52; index += 1)
      await subscriber({ confirmed: false, email: `page${index}.${word}@example.com` });
    const first = (
      await admin.browser.get(`/api/admin/newsletter/subscribers?q=${word}`)
    ).json<AdminSubscribersReply>();
    expect(first.subscribers).toHaveLength(50);
    const second = (
      await admin.browser.get(
        `/api/admin/newsletter/subscribers?q=${word}&cursor=${first.nextCursor}`,
      )
    ).json<AdminSubscribersReply>();
    expect(second.subscribers).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const bad = await admin.browser.get("/api/admin/newsletter/subscribers?cursor=nonsense");
    expect(bad.statusCode).toBe(400);
  });

  it("removes a subscriber, records it, and answers 404 for one that is gone", async () => {
    const row = await subscriber({ confirmed: true });
    const removed = await admin.browser.request(
      "DELETE",
      `/api/admin/newsletter/subscribers/${row.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ removed: true });
    const left = await t.database.db
      .selectFrom("newsletterSubscribers")
      .select("id")
      .where("id", "=", row.id)
      .executeTakeFirst();
    expect(left).toBeUndefined();
    const again = await admin.browser.request(
      "DELETE",
      `/api/admin/newsletter/subscribers/${row.id}`,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: "Subscriber not found" });

    const entry = (await auditEntries("newsletter.subscriber.remove")).find(
      (item) => item.targetId === String(row.id),
    );
    expect(entry).toMatchObject({
      actor: { username: admin.user.username },
      targetType: "newsletter",
      before: { email: row.email, confirmed: true },
    });
  });

  it("exports the list as CSV with formulas defused", async () => {
    const word = unique();
    const plain = await subscriber({ confirmed: true, name: `Jo, ${word}` });
    const formula = await subscriber({ confirmed: false, name: `=HYPERLINK("http://evil.test")` });
    const response = await admin.browser.get("/api/admin/newsletter/subscribers.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="gamehub-subscribers-/,
    );
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe("id,email,name,source,createdAt,confirmedAt");
    const plainLine = lines.find((line) => line.startsWith(`${plain.id},`));
    expect(plainLine).toMatch(
      new RegExp(
        `^${plain.id},${plain.email.replaceAll(".", "\\.")},"Jo, ${word}",footer,\\S+Z,\\S+Z$`,
      ),
    );
    const formulaLine = lines.find((line) => line.startsWith(`${formula.id},`));
    expect(formulaLine).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(formulaLine?.endsWith(",")).toBe(true);

    const searched = await admin.browser.get(
      `/api/admin/newsletter/subscribers.csv?q=${encodeURIComponent(word)}`,
    );
    expect(searched.body.trim().split("\r\n")).toHaveLength(2);
  });
});

describe("issues", () => {
  it.each([
    [{ subject: "" }, "Subject is required"],
    [{ subject: undefined }, "Subject is required"],
    [{ subject: "x".repeat(201) }, "Subject must be at most 200 characters"],
    [{ subject: "Two\nlines" }, "Subject must be on a single line"],
    [{ body: "   " }, "Body is required"],
    [{ body: "x".repeat(50_001) }, "Body must be at most 50,000 characters"],
  ])("refuses %j with a readable message", async (overrides, message) => {
    const response = await admin.browser.post("/api/admin/newsletter/issues", {
      subject: "A subject",
      body: "A body",
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it("creates a draft, lists it, edits it and records both", async () => {
    const issue = await draft({ subject: "  Spring news  " });
    expect(issue).toMatchObject({
      subject: "Spring news",
      status: "draft",
      sentAt: null,
      recipientCount: 0,
    });
    const list = (
      await admin.browser.get("/api/admin/newsletter/issues")
    ).json<NewsletterIssuesReply>();
    expect(list.issues[0]).toEqual(issue);

    const edited = await admin.browser.request("PUT", `/api/admin/newsletter/issues/${issue.id}`, {
      subject: "Summer news",
      body: "New text",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<NewsletterIssue>()).toMatchObject({
      id: issue.id,
      subject: "Summer news",
      body: "New text",
    });

    const created = (await auditEntries("newsletter.issue.create")).find(
      (e) => e.targetId === String(issue.id),
    );
    expect(created).toMatchObject({
      actor: { username: admin.user.username },
      after: { subject: "Spring news" },
    });
    const updated = (await auditEntries("newsletter.issue.update")).find(
      (e) => e.targetId === String(issue.id),
    );
    expect(updated).toMatchObject({
      before: { subject: "Spring news" },
      after: { subject: "Summer news", body: "New text" },
    });

    const missing = await admin.browser.request("PUT", "/api/admin/newsletter/issues/999999", {
      subject: "X",
      body: "Y",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Issue not found" });
  });

  it("previews the rendered, sanitised body, the mail's text and the number of confirmed subscribers", async () => {
    await subscriber({ confirmed: true });
    const issue = await draft({
      body: "Hello **players**\n\n<script>alert(1)</script>\n\n[site](javascript:alert(1))",
    });
    const response = await admin.browser.get(`/api/admin/newsletter/issues/${issue.id}/preview`);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<NewsletterIssuePreview>();
    const confirmed = await t.database.db
      .selectFrom("newsletterSubscribers")
      .select((eb) => eb.fn.count<number>("confirmedAt").as("n"))
      .executeTakeFirstOrThrow();
    expect(preview.subject).toBe(issue.subject);
    expect(preview.html).toContain("<strong>players</strong>");
    expect(preview.html).not.toContain("<script");
    expect(preview.html).not.toContain('href="javascript');
    expect(preview.text).toContain("Hello players");
    expect(preview.recipientCount).toBe(Number(confirmed.n));
    expect(preview.recipientCount).toBeGreaterThan(0);

    const missing = await admin.browser.get("/api/admin/newsletter/issues/999999/preview");
    expect(missing.statusCode).toBe(404);
  });

  it("sends once: one mail per confirmed subscriber, each with its own unsubscribe link", async () => {
    const confirmedA = await subscriber({ confirmed: true });
    const confirmedB = await subscriber({ confirmed: true });
    const unconfirmed = await subscriber({ confirmed: false });
    const confirmed = await t.database.db
      .selectFrom("newsletterSubscribers")
      .select(["id", "email"])
      .where("confirmedAt", "is not", null)
      .execute();
    const issue = await draft();

    const response = await admin.browser.post(`/api/admin/newsletter/issues/${issue.id}/send`);
    expect(response.statusCode, response.body).toBe(200);
    const sent = response.json<NewsletterIssueSendReply>();
    expect(sent.queued).toBe(confirmed.length);
    expect(sent.issue).toMatchObject({
      id: issue.id,
      status: "sent",
      recipientCount: confirmed.length,
    });
    expect(sent.issue.sentAt).toBe(t.clock.now().toISOString());

    const mails = await t.database.db
      .selectFrom("mailOutbox")
      .select(["recipient", "text", "status"])
      .where("subject", "=", issue.subject)
      .execute();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      confirmed.map((row) => row.email).sort(),
    );
    expect(mails.map((mail) => mail.recipient)).toContain(confirmedA.email);
    expect(mails.map((mail) => mail.recipient)).toContain(confirmedB.email);
    expect(mails.map((mail) => mail.recipient)).not.toContain(unconfirmed.email);
    for (const mail of mails) {
      const id = confirmed.find((row) => row.email === mail.recipient)?.id;
      expect(mail.status).toBe("queued");
      expect(mail.text).toContain("Hello players,");
      expect(mail.text).toMatch(
        new RegExp(
          `http://gamehub\\.test/newsletter/unsubscribe\\?token=${id}\\.[A-Za-z0-9_-]{43}\\n`,
        ),
      );
    }

    const again = await admin.browser.post(`/api/admin/newsletter/issues/${issue.id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "This issue has already been sent" });
    const edit = await admin.browser.request("PUT", `/api/admin/newsletter/issues/${issue.id}`, {
      subject: "Changed",
      body: "Changed",
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ error: "A sent issue cannot be edited" });
    const mailsAfter = await t.database.db
      .selectFrom("mailOutbox")
      .select("id")
      .where("subject", "=", issue.subject)
      .execute();
    expect(mailsAfter).toHaveLength(confirmed.length);

    const entry = (await auditEntries("newsletter.issue.send")).find(
      (e) => e.targetId === String(issue.id),
    );
    expect(entry).toMatchObject({
      actor: { username: admin.user.username },
      before: { status: "draft" },
      after: { status: "sent", recipientCount: confirmed.length },
    });
  });

  it("queues an issue once when two sends race", async () => {
    await subscriber({ confirmed: true });
    const issue = await draft();
    const [first, second] = await Promise.all([
      admin.browser.post(`/api/admin/newsletter/issues/${issue.id}/send`),
      admin.browser.post(`/api/admin/newsletter/issues/${issue.id}/send`),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const winner = [first, second].find((response) => response?.statusCode === 200);
    const queued = winner?.json<NewsletterIssueSendReply>().queued;
    const mails = await t.database.db
      .selectFrom("mailOutbox")
      .select("id")
      .where("subject", "=", issue.subject)
      .execute();
    expect(mails).toHaveLength(queued ?? -1);
  });

  it("answers 404 for sending an unknown issue", async () => {
    const response = await admin.browser.post("/api/admin/newsletter/issues/999999/send");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Issue not found" });
  });
});
