import { openAdminScreen, openAuditFor } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { watchConsole } from "./support/console";
import { E2E_PASSWORD, expect, newAccount, test } from "./support/fixtures";
import { openHydrated } from "./support/hydration";
import { linkIn, waitForMail } from "./support/mail";
import { firstCategoryId, openAdmin, openMember } from "./support/sessions";
import { unique } from "./support/text";
import { expectToast } from "./support/toasts";

/**
 * The admin panel (/admin) in a real browser: an admin suspends a member, who then
 * cannot sign in and is told until when; resolves a forum flag; answers a feedback item;
 * writes, previews and sends a newsletter issue that lands in the outbox; and finds each of
 * these actions in the audit log. A member who opens the panel meets the guard.
 */

test("a member who opens the admin panel meets 'Admin Access Required'", async ({
  signedInPage: page,
}) => {
  test.setTimeout(60_000);
  for (const path of ["/admin", "/admin/users", "/admin/audit"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Admin Access Required" }), path).toBeVisible();
    await expect(
      page.getByText(
        "You don't have permission to access this page. This area is restricted to administrators only.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  }
});

test("the dashboard lists what needs attention, each linked to its screen, and the nav marks the current screen", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const admin = await openAdmin(browser);
  const problems = watchConsole(admin.page);
  await openHydrated(admin.page, "/admin");
  const nav = admin.page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(admin.page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const attention = admin.page.getByRole("region", { name: "Needs attention" });
  for (const [label, href] of [
    ["Open flags", "/admin/content#flags"],
    ["Unhandled contact messages", "/admin/contact"],
    ["Feedback awaiting a response", "/admin/content#feedback"],
    ["Failed e-mails", "/admin/mail?status=failed"],
    ["Pending streamer applications", "/admin/content#streamers"],
  ] as const) {
    await expect(attention.getByRole("link", { name: label })).toHaveAttribute("href", href);
  }
  // Eight totals, each with its 30-day trend drawn as an inline SVG.
  await expect(admin.page.getByRole("img", { name: /per day over the last 30 days/ })).toHaveCount(
    8,
  );

  await nav.getByRole("link", { name: "Audit log" }).click();
  await expect(admin.page).toHaveURL(/\/admin\/audit$/);
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(problems).toEqual([]);
  await admin.close();
});

test("an admin suspends a member, who then cannot sign in and is told until when; the audit log has it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await openMember(browser, "suspendee");
  const admin = await openAdmin(browser);
  const problems = watchConsole(admin.page);

  // Find the member by name; the search lives in the address.
  await openHydrated(admin.page, "/admin/users");
  const search = admin.page.getByRole("search", { name: "Search members" });
  await search.getByLabel("Name or e-mail").fill(member.username);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(admin.page).toHaveURL(new RegExp(`[?&]q=${member.username}`));
  const row = admin.page.getByTestId("admin-user-row").filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: member.username }).click();
  await expect(admin.page).toHaveURL(/\/admin\/users\/\d+$/);
  const userId = new URL(admin.page.url()).pathname.split("/").pop();
  await expect(admin.page.getByRole("heading", { level: 1, name: member.username })).toBeVisible();

  // Suspend: the dialog refuses a time in the past, then takes a date, a time and a reason.
  await admin.page.getByRole("button", { name: "Suspend…" }).click();
  const dialog = admin.page.getByRole("dialog", { name: `Suspend ${member.username}` });
  await dialog.getByLabel("Suspended until").fill("2020-01-01T10:00");
  await dialog.getByLabel("Reason (optional)").fill("Spamming the forum");
  await dialog.getByRole("button", { name: "Suspend member" }).click();
  await expect(dialog.getByText("Choose a date in the future")).toBeVisible();
  await expect(dialog.getByLabel("Reason (optional)")).toHaveValue("Spamming the forum");
  await dialog.getByLabel("Suspended until").fill("2099-03-01T12:30");
  await dialog.getByRole("button", { name: "Suspend member" }).click();
  await expectToast(admin.page, "Member suspended");
  await expect(dialog).toBeHidden();
  await expect(
    admin.page.getByText("Suspended until Mar 1, 2099, 12:30 UTC. Reason: Spamming the forum"),
  ).toBeVisible();
  await expect(admin.page.getByRole("button", { name: "Lift suspension" })).toBeVisible();

  // The member's session ended with the suspension; signing in again is refused, with the date.
  expect((await member.page.request.get("/api/user")).status()).toBe(401);
  await openHydrated(member.page, "/auth");
  const login = member.page.getByRole("form", { name: "Login" });
  await login.getByLabel("Username or email").fill(member.username);
  await login.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(login.getByRole("alert")).toHaveText(
    "Your account is suspended until March 1, 2099, 12:30 UTC. Reason: Spamming the forum",
  );
  await expect(member.page).toHaveURL(/\/auth$/);

  // The audit log has the suspension, with the acting admin and the target.
  const entries = await openAuditFor(admin.page, "user.suspend");
  const entry = entries.filter({ hasText: `user #${userId}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(admin.username);
  await expect(entry).toContainText("Spamming the forum");
  expect(problems).toEqual([]);
  await member.close();
  await admin.close();
});

test("an admin verifies two members' e-mail at once; the bulk action reports what it did and skipped", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // Two members whose names start alike, so one search lists exactly them.
  const prefix = `bulk${Date.now().toString(36).slice(-5)}`;
  const first = await openMember(browser, prefix);
  const second = await openMember(browser, prefix);
  const admin = await openAdmin(browser);
  const problems = watchConsole(admin.page);

  await openHydrated(admin.page, `/admin/users?q=${prefix}&sort=username`);
  const rows = admin.page.getByTestId("admin-user-row");
  await expect(rows).toHaveCount(2);
  await expect(admin.page.getByLabel("Sort by")).toHaveValue("username");
  await expect(rows.first()).toContainText("Unverified");
  await admin.page.getByRole("checkbox", { name: "Select every member shown" }).click();
  const bulk = admin.page.getByRole("form", { name: "Bulk action" });
  await expect(bulk).toContainText("2 members selected");
  await bulk.getByLabel("Action").selectOption("verifyEmail");
  await bulk.getByRole("button", { name: "Apply to 2 members" }).click();
  await expect(admin.page.getByText("Verified the e-mail of 2 members.")).toBeVisible();
  await expect(rows.filter({ hasText: "Unverified" })).toHaveCount(0);

  // Again: nothing left to do, and each member is named with the reason.
  await admin.page.getByRole("checkbox", { name: `Select ${first.username}` }).click();
  await admin.page.getByRole("checkbox", { name: `Select ${second.username}` }).click();
  await bulk.getByLabel("Action").selectOption("verifyEmail");
  await bulk.getByRole("button", { name: "Apply to 2 members" }).click();
  await expect(admin.page.getByText("No member was changed.")).toBeVisible();
  await expect(admin.page.getByText(`Skipped ${first.username}:`)).toBeVisible();
  await expect(admin.page.getByText(`Skipped ${second.username}:`)).toBeVisible();

  // One audit entry per member.
  const listed = (await (await admin.page.request.get(`/api/admin/users?q=${prefix}`)).json()) as {
    users: { id: number }[];
  };
  const entries = await openAuditFor(admin.page, "user.email.verify");
  for (const { id } of listed.users) {
    await expect(entries.filter({ hasText: `user #${id}` })).toHaveCount(1);
  }
  expect(problems).toEqual([]);
  await Promise.all([first.close(), second.close(), admin.close()]);
});

test("an admin publishes two draft posts at once from the content screen; the audit log has each", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await openAdmin(browser);
  const problems = watchConsole(admin.page);
  // Two drafts whose titles share a marker word, so one title search lists exactly them.
  const marker = `bulkpost${Date.now().toString(36)}`;
  const ids: number[] = [];
  for (const title of [`${marker} first draft`, `${marker} second draft`]) {
    const created = await admin.page.request.post("/api/blog", {
      data: {
        title,
        content: `<p>${"A draft long enough for the editor's rule about content. ".repeat(2)}</p>`,
        excerpt: "A draft for the bulk action test",
        imageUrl: "https://example.com/picture.jpg",
        category: "gaming-news",
        published: false,
      },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }

  await openHydrated(admin.page, "/admin/content");
  const section = admin.page.locator("#news-posts");
  await section.getByLabel("Title or slug").fill(marker);
  await section.getByRole("button", { name: "Search" }).click();
  const rows = section.getByRole("row").filter({ hasText: marker });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Draft" })).toHaveCount(2);
  await section.getByRole("checkbox", { name: "Select every post shown" }).click();
  const bulk = admin.page.getByRole("form", { name: "Bulk action on posts" });
  await expect(bulk).toContainText("2 posts selected");
  await bulk.getByLabel("Action").selectOption("publish");
  await bulk.getByRole("button", { name: "Apply to 2 posts" }).click();
  await expect(admin.page.getByText("Published 2 posts.")).toBeVisible();
  await expect(rows.filter({ hasText: "Published" })).toHaveCount(2);

  const entries = await openAuditFor(admin.page, "post.publish");
  for (const id of ids) {
    await expect(entries.filter({ hasText: `post #${id}` })).toHaveCount(1);
  }
  expect(problems).toEqual([]);
  await admin.close();
});

test("an admin hides a flagged discussion from the flag queue; the audit log has it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const author = await openMember(browser, "flagged");
  const reporter = await openMember(browser, "reporter");
  const title = unique("Selling cheap gold here");
  const created = await author.page.request.post("/api/forum/threads", {
    data: {
      title,
      content: "Visit my shop for the cheapest gold in every game, guaranteed delivery today.",
      categoryId: await firstCategoryId(author.page.request),
      tags: [],
    },
  });
  expect(created.status()).toBe(201);
  const threadId = ((await created.json()) as { id: number }).id;
  const flagged = await reporter.page.request.post(`/api/forum/threads/${threadId}/flag`, {
    data: { reason: "This is spam advertising a gold shop" },
  });
  expect(flagged.status()).toBe(200);

  const admin = await openAdmin(browser);
  const problems = watchConsole(admin.page);
  const queue = (await (await admin.page.request.get("/api/forum/flags")).json()) as {
    id: number;
    threadId: number;
  }[];
  const flagId = queue.find((flag) => flag.threadId === threadId)?.id;
  expect(flagId).toBeGreaterThan(0);

  await openHydrated(admin.page, "/admin/content#flags");
  const card = admin.page.getByTestId("flag-card").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("This is spam advertising a gold shop");
  await expect(card).toContainText(reporter.username);
  await card.getByRole("button", { name: "Hide" }).click();
  await expect(admin.page.getByText("Hidden: the post is hidden from members.")).toBeVisible();
  await expect(card).toHaveCount(0);
  const thread = await admin.page.request.get(`/api/forum/threads/${threadId}`);
  expect(((await thread.json()) as { isHidden: boolean }).isHidden).toBe(true);

  const entries = await openAuditFor(admin.page, "forum.flags.resolve");
  const entry = entries.filter({ hasText: `forum #${flagId}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('"action":"hide"');
  expect(problems).toEqual([]);
  await Promise.all([author.close(), reporter.close(), admin.close()]);
});

test("an admin answers a feedback item with a status and a response; the audit log has it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const author = await openMember(browser, "ideas");
  const title = unique("Colour-blind friendly map markers");
  const submitted = await author.page.request.post("/api/community-feedback", {
    data: {
      title,
      description: "The map markers are red and green only; please add shapes or a palette option.",
      feedbackType: "feature-request",
      category: "gameplay",
      priority: "medium",
      gameId: null,
    },
  });
  expect(submitted.status()).toBe(201);
  const feedbackId = ((await submitted.json()) as { id: number }).id;

  const admin = await openAdmin(browser);
  const problems = watchConsole(admin.page);
  await openHydrated(admin.page, "/admin/content#feedback");
  const section = admin.page.getByRole("region", { name: "Feedback triage" });
  await expect(section.getByLabel("Show", { exact: true })).toHaveValue("awaiting");
  const card = section.getByTestId("triage-card").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByLabel("Status", { exact: true }).selectOption("in-progress");
  const response = `Shapes are coming with the next patch. ${Date.now()}`;
  await card.getByLabel("Developer response", { exact: true }).fill(response);
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("Saved: In Progress, with a response.")).toBeVisible();

  const item = (await (
    await author.page.request.get(`/api/community-feedback/${feedbackId}`)
  ).json()) as { status: string; responseFromDev: string | null };
  expect(item).toMatchObject({ status: "in-progress", responseFromDev: response });

  const entries = await openAuditFor(admin.page, "community-feedback.update");
  const entry = entries.filter({ hasText: `community-feedback #${feedbackId}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("in-progress");
  expect(problems).toEqual([]);
  await Promise.all([author.close(), admin.close()]);
});

test("an admin writes, previews and sends a newsletter issue; it lands in the outbox and the audit log", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // A confirmed subscriber.
  const email = `${newAccount("reader").username}@example.com`;
  expect((await page.request.post("/api/newsletter", { data: { email } })).status()).toBe(200);
  const confirmMail = await waitForMail(email, "Confirm your GameHub newsletter subscription");
  const token = new URL(linkIn(confirmMail, "/newsletter/confirm")).searchParams.get("token");
  expect((await page.request.post("/api/newsletter/confirm", { data: { token } })).status()).toBe(
    200,
  );

  const admin = await openAdmin(browser);
  const problems = watchConsole(admin.page);
  await openHydrated(admin.page, "/admin/newsletter");
  const compose = admin.page.getByRole("form", { name: "Compose an issue" });
  const subject = unique("Season five is here");

  // The shared schema's message, and what was typed stays.
  await compose.getByLabel("Subject").fill(subject);
  await compose.getByRole("button", { name: "Save draft and preview" }).click();
  await expect(compose.getByText("Body is required")).toBeVisible();
  await expect(compose.getByLabel("Subject")).toHaveValue(subject);

  await compose
    .getByLabel("Body")
    .fill("**Big news**: season five starts on Friday.\n\n- New maps\n- New modes");
  await compose.getByRole("button", { name: "Save draft and preview" }).click();
  await expectToast(admin.page, "Draft saved");

  // The preview is the server's HTML of the Markdown.
  const preview = admin.page.getByTestId("issue-preview");
  await expect(preview.getByRole("heading", { name: subject })).toBeVisible();
  await expect(preview.locator("strong", { hasText: "Big news" })).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveText(["New maps", "New modes"]);
  await expect(preview).toContainText(/Goes to \d+ confirmed subscribers?\./);

  await preview.getByRole("button", { name: "Send…" }).click();
  const dialog = admin.page.getByRole("dialog", { name: "Send this issue?" });
  await expect(dialog).toContainText(`“${subject}” goes to`);
  await dialog.getByRole("button", { name: /^Send to \d+ confirmed subscribers?$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.page.getByText(`“${subject}” is on its way`)).toBeVisible();
  await expect(
    admin.page.getByTestId("issue-row").filter({ hasText: subject }).getByText("Sent"),
  ).toBeVisible();

  // One mail per confirmed subscriber went through the outbox; ours is there.
  await admin.page.getByRole("link", { name: "Follow them in the mail outbox" }).click();
  await expect(admin.page).toHaveURL(/\/admin\/mail\?status=queued$/);
  await admin.page
    .getByRole("navigation", { name: "Mail status" })
    .getByRole("link", { name: /^All/ })
    .click();
  await expect(admin.page).toHaveURL(/\/admin\/mail$/);
  const row = admin.page.getByTestId("outbox-row").filter({ hasText: email });
  await expect(row.filter({ hasText: subject })).toHaveCount(1);
  const delivered = await waitForMail(email, subject);
  expect(delivered).toContain("season five starts on Friday");
  linkIn(delivered, "/newsletter/unsubscribe");

  const entries = await openAuditFor(admin.page, "newsletter.issue.send");
  await expect(entries.filter({ hasText: subject })).toHaveCount(1);
  expect(problems).toEqual([]);
  await admin.close();
});

test("every admin screen has no serious or critical accessibility violations at 390 and 1280 px", async ({
  browser,
}) => {
  // 16 screens opened and checked: past 300 s on a loaded machine.
  test.setTimeout(480_000);
  const admin = await openAdmin(browser);
  const me = (await (await admin.page.request.get("/api/user")).json()) as { id: number };
  const screens = [
    "/admin",
    "/admin/users",
    `/admin/users/${me.id}`,
    "/admin/content",
    "/admin/newsletter",
    "/admin/contact",
    "/admin/mail",
    "/admin/audit",
  ];
  for (const width of [390, 1280]) {
    await admin.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const path of screens) {
      await openAdminScreen(admin.page, path);
      expect(await seriousViolations(admin.page, "main"), `${path} at ${width} px`).toEqual([]);
    }
  }
  await admin.close();
});
