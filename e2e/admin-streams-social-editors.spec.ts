import type { Browser, Page } from "@playwright/test";
import { openAdminScreen, openAuditFor } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { watchConsole } from "./support/console";
import { expect, newAccount, registerAccount, test } from "./support/fixtures";
import { openHydrated } from "./support/hydration";
import { openAdmin, SESSION_CONTEXT_OPTIONS } from "./support/sessions";
import { unique } from "./support/text";
import { expectToast } from "./support/toasts";

/**
 * The admin panel's live streams and social posts editors (/admin/content/streams and
 * /admin/content/social-posts) in a real browser: an admin schedules a stream for an approved
 * streamer, finds it under Upcoming on /live-streams, edits it, takes it live and deletes it;
 * adds a social post, finds it on the forum's Social Hub and deletes it; finds the creations in
 * the audit log. Both screens pass axe at 390 and 1280 px.
 */

/** A member applies as a Twitch streamer (API), and the admin approves them (API). */
async function approvedStreamer(browser: Browser, admin: Page): Promise<string> {
  const context = await browser.newContext(SESSION_CONTEXT_OPTIONS);
  await registerAccount(context.request, newAccount("streamer"));
  const channel = `ed_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const applied = await context.request.post("/api/streamer-applications", {
    data: {
      platform: "twitch",
      channelUrl: `https://www.twitch.tv/${channel}`,
      categories: ["tournament"],
      pitch: "Weekly tournament nights with commentary, everyone welcome.",
    },
  });
  expect(applied.status()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: number } };
  await context.close();
  const approved = await admin.request.post(
    `/api/admin/streamer-applications/${application.id}/approve`,
  );
  expect(approved.status()).toBe(200);
  return channel;
}

/** An editor screen at 390 and 1280 px, and its form dialog at 1280 px, pass axe. */
async function expectAccessible(page: Page, path: string, newButton: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openAdminScreen(page, path);
    expect(await seriousViolations(page, "main"), `${path} at ${width} px`).toEqual([]);
  }
  await page.getByRole("button", { name: newButton }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), `${path}'s form`).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
}

test("an admin schedules a stream for an approved streamer, edits it, takes it live and deletes it; the audit log has it; the screen passes axe", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await openAdmin(browser);
  const channel = await approvedStreamer(browser, admin.page);
  const problems = watchConsole(admin.page);
  const page = admin.page;
  const title = unique("Editor finals night");

  await openHydrated(page, "/admin/content/streams");
  await expect(page.getByRole("heading", { level: 1, name: "Live streams" })).toBeVisible();
  await page.getByRole("button", { name: "New stream" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule a stream" });
  // The shared schema's messages, before anything is sent.
  await dialog.getByRole("button", { name: "Schedule stream" }).click();
  await expect(dialog.getByText("Title must be at least 3 characters")).toBeVisible();
  await expect(dialog.getByText("Stream link must be an https:// address")).toBeVisible();

  // Choosing the streamer fills in their channel; the planned start defaults to the next hour.
  const streamer = dialog.getByLabel("Approved streamer");
  const option = streamer.locator("option", { hasText: channel });
  await expect(option).toHaveCount(1);
  await streamer.selectOption((await option.getAttribute("value")) ?? "");
  await expect(dialog.getByLabel("Stream link")).toHaveValue(`https://www.twitch.tv/${channel}`);
  await expect(dialog.getByLabel("Category")).toHaveValue("tournament");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Tags (optional)").fill("finals, e2e");
  await dialog.getByRole("button", { name: "Schedule stream" }).click();
  await expectToast(page, "Stream scheduled");
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("stream-row").filter({ hasText: title });
  await expect(row).toHaveCount(1);

  // Visitors see it under Upcoming on /live-streams.
  await openHydrated(page, "/live-streams?tab=upcoming");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  // Edit: a new title; only what changed is sent.
  const edited = `${title} (edited)`;
  await openHydrated(page, "/admin/content/streams");
  await row.getByRole("button", { name: `Edit “${title}”` }).click();
  const editDialog = page.getByRole("dialog", { name: `Edit “${title}”` });
  await editDialog.getByLabel("Title").fill(edited);
  await editDialog.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Stream saved");
  const editedRow = page.getByTestId("stream-row").filter({ hasText: edited });
  await expect(editedRow).toHaveCount(1);
  await openHydrated(page, "/live-streams?tab=upcoming");
  await expect(page.getByRole("heading", { name: edited })).toBeVisible();

  // Go live: it moves to the Live tab; then delete it, after the confirmation that names it.
  await openHydrated(page, "/admin/content/streams");
  await editedRow.getByRole("button", { name: `Go live “${edited}”` }).click();
  await expectToast(page, "Stream is live");
  await expect(editedRow).toHaveCount(0);
  await page.getByRole("tab", { name: "Live" }).click();
  await expect(editedRow).toHaveCount(1);
  await editedRow.getByRole("button", { name: `Delete “${edited}”` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete “${edited}”?` });
  await confirm.getByRole("button", { name: "Delete stream" }).click();
  await expectToast(page, "Stream deleted");
  await expect(confirm).toBeHidden();
  await expect(editedRow).toHaveCount(0);

  const entries = await openAuditFor(page, "live-streams.create");
  await expect(entries.filter({ hasText: title })).toHaveCount(1);
  expect(problems).toEqual([]);

  await expectAccessible(page, "/admin/content/streams", "New stream");
  await admin.close();
});

test("an admin adds a social post, sees it on the forum's Social Hub and deletes it; the audit log has it; the screen passes axe", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await openAdmin(browser);
  const problems = watchConsole(admin.page);
  const page = admin.page;
  const tag = unique("Patch day");
  const content = `${tag}: the notes are out, read them before tonight's ranked games`;

  await openHydrated(page, "/admin/content/social-posts");
  await expect(page.getByRole("heading", { level: 1, name: "Social posts" })).toBeVisible();
  await expect(page.getByText(/shows only the 5 newest posts/)).toBeVisible();
  await page.getByRole("button", { name: "New post" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a social post" });
  await dialog.getByLabel("Author", { exact: true }).fill("G");
  await dialog.getByRole("button", { name: "Add post" }).click();
  await expect(dialog.getByText("Author must be at least 2 characters")).toBeVisible();
  await expect(dialog.getByText("Please enter a valid URL")).toBeVisible();
  await expect(dialog.getByLabel("Author", { exact: true })).toHaveValue("G");

  await dialog.getByLabel("Platform").selectOption("Reddit");
  await dialog.getByLabel("Author", { exact: true }).fill("GameHub Editors");
  await dialog.getByLabel("Content").fill(content);
  await dialog.getByLabel("Link to the post").fill("https://www.reddit.com/r/gaming/comments/e2e");
  await dialog.getByLabel("Hashtags (optional)").fill("#patchday, ranked");
  await dialog.getByLabel("Likes").fill("42");
  await dialog.getByLabel("Comments").fill("7");
  await dialog.getByLabel("Shares").fill("3");
  await dialog.getByRole("button", { name: "Add post" }).click();
  await expectToast(page, "Post added");
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("social-post-row").filter({ hasText: content });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("#patchday #ranked");
  await expect(row).toContainText("42 · 7 · 3");

  await openHydrated(page, "/forum?tab=social");
  const card = page.getByTestId("social-post").filter({ hasText: content });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Reddit");

  await openHydrated(page, "/admin/content/social-posts");
  await row.getByRole("button", { name: "Delete GameHub Editors's Reddit post" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete GameHub Editors's Reddit post?" });
  await expect(confirm).toContainText(tag);
  await confirm.getByRole("button", { name: "Delete post" }).click();
  await expectToast(page, "Post deleted");
  await expect(row).toHaveCount(0);
  await openHydrated(page, "/forum?tab=social");
  await expect(page.getByRole("heading", { name: "Social Hub" })).toBeVisible();
  await expect(page.getByTestId("social-post").filter({ hasText: content })).toHaveCount(0);

  const entries = await openAuditFor(page, "social.posts.create");
  await expect(entries.filter({ hasText: tag })).toHaveCount(1);
  expect(problems).toEqual([]);

  await expectAccessible(page, "/admin/content/social-posts", "New post");
  await admin.close();
});
