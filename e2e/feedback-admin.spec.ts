import type { APIRequestContext } from "@playwright/test";
import { watchConsole } from "./support/console";
import { expect, test } from "./support/fixtures";
import { openHydrated } from "./support/hydration";
import { openAdmin, openMember } from "./support/sessions";
import { waitForSettled } from "./support/settle";
import { escapeRegExp, unique } from "./support/text";
import { expectToast } from "./support/toasts";

/**
 * The team's workflow on a feedback item, /community-feedback/{id}: a member submits an idea
 * and another votes for it; an admin answers it and moves it to In Progress from the team
 * panel; the item shows the answer and the new status, the hub's Dev Responses tab and the
 * roadmap list it, and the author's and the voter's bells lead back to it. Members comment (an
 * empty comment is refused first) and never see the team panel. An admin also merges a duplicate into the
 * original, and an unknown item answers 404.
 */

const DESCRIPTION =
  "Let us save several loadouts per character and switch between them from the lobby, so a squad can change roles quickly.";

async function submitFeedback(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.post("/api/community-feedback", {
    data: {
      title,
      description: DESCRIPTION,
      feedbackType: "feature-request",
      category: "gameplay",
      priority: "high",
      gameId: null,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test("the team answers a member's idea: status and response show on the item, the Dev Responses tab, the roadmap and the author's and voter's bells", async ({
  browser,
  signedInPage: authorPage,
}) => {
  test.setTimeout(180_000);
  const authorProblems = watchConsole(authorPage);
  const title = unique("Loadout presets per character");
  const feedbackId = await submitFeedback(authorPage.request, title);
  const itemPath = `/community-feedback/${feedbackId}`;

  // Another member votes for it from the item page; members see no team panel.
  const voter = await openMember(browser, "voter");
  const voterProblems = watchConsole(voter.page);
  await openHydrated(voter.page, itemPath);
  await expect(voter.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(voter.page.getByTestId("feedback-status")).toHaveText("Open");
  await expect(voter.page.getByTestId("feedback-byline")).toContainText("By user_");
  const vote = voter.page.getByTestId("feedback-vote");
  // The author's own vote came with the submission.
  await expect(voter.page.getByTestId("feedback-vote-count")).toHaveText("1");
  await expect(vote).toHaveAttribute("aria-pressed", "false");
  await vote.click();
  await expect(vote).toHaveAttribute("aria-pressed", "true");
  await expect(voter.page.getByTestId("feedback-vote-count")).toHaveText("2");
  await expect(voter.page.getByTestId("team-panel")).toHaveCount(0);
  await expect(voter.page.getByRole("combobox", { name: "Status" })).toHaveCount(0);

  // The author's page is open on the home page: the bell has nothing yet.
  await openHydrated(authorPage, "/");
  await expect(authorPage.getByRole("button", { name: "Notifications" })).toBeVisible();

  // The admin answers and moves it to In Progress from the team panel.
  const admin = await openAdmin(browser);
  const adminProblems = watchConsole(admin.page);
  await openHydrated(admin.page, itemPath);
  const panel = admin.page.getByTestId("team-panel");
  await expect(panel).toBeVisible();
  const status = panel.getByRole("combobox", { name: "Status" });
  await expect(status).toHaveValue("open");
  await status.selectOption("in-progress");
  const response = `Great idea: presets are being built for the next season. ${Date.now()}`;
  await panel.getByRole("textbox", { name: "Developer response" }).fill(response);
  await panel.getByRole("button", { name: "Save" }).click();
  await expectToast(admin.page, "Feedback updated");

  // The item shows the new status, the answer (who and what) and the change in its history.
  await expect(admin.page.getByTestId("feedback-status")).toHaveText("In Progress");
  const devResponse = admin.page.getByTestId("dev-response");
  await expect(devResponse).toContainText(response);
  await expect(devResponse).toContainText(admin.username);
  await expect(admin.page.getByTestId("status-history")).toContainText("Open → In Progress");
  // The panel is drawn afresh from the saved state.
  await expect(panel.getByRole("combobox", { name: "Status" })).toHaveValue("in-progress");
  await expect(panel.getByRole("textbox", { name: "Developer response" })).toHaveValue(response);

  // A visitor's view agrees (read from the server, not the admin's cache).
  const served = await (await authorPage.request.get(itemPath)).text();
  expect(served).toContain(response);

  // The hub's Dev Responses tab lists it; the roadmap has it under In Progress.
  await openHydrated(admin.page, "/community-feedback?tab=dev-responses");
  await expect(admin.page.getByText(title).first()).toBeVisible();
  await openHydrated(admin.page, "/roadmap");
  const inProgress = admin.page.getByTestId("roadmap-column-in-progress");
  const card = inProgress.getByRole("link", { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("href", itemPath);
  await expect(admin.page.getByTestId("roadmap-column-planned")).not.toContainText(title);

  // The author's bell shows the news without a reload, and its item opens the feedback.
  const bell = authorPage.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  const notification = authorPage.getByRole("menuitem", { name: new RegExp(title) }).first();
  await expect(notification).toBeVisible();
  await notification.click();
  await expect(authorPage).toHaveURL(new RegExp(`${itemPath}(#.*)?$`));
  await expect(authorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(authorPage.getByTestId("dev-response")).toContainText(response);
  await expect(authorPage.getByTestId("team-panel")).toHaveCount(0);

  // The voter's bell shows it too, live on the page open since the vote: one notification (the
  // status change is the bigger news when both happen), and its item opens the feedback.
  const voterBell = voter.page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(voterBell).toBeVisible({ timeout: 15_000 });
  await expect(voterBell).toHaveAccessibleName("Notifications, 1 unread");
  await openHydrated(voter.page, "/");
  await voter.page.getByRole("button", { name: "Notifications, 1 unread" }).click();
  const voterNews = voter.page.getByRole("menuitem", {
    name: new RegExp(`marked “${escapeRegExp(title)}” as In Progress`),
  });
  await expect(voterNews).toBeVisible();
  await voterNews.click();
  await expect(voter.page).toHaveURL(new RegExp(`${itemPath}(#.*)?$`));
  await expect(voter.page.getByTestId("feedback-status")).toHaveText("In Progress");
  await expect(voter.page.getByTestId("dev-response")).toContainText(response);

  // The author comments: an empty comment is refused with the schema's message first.
  const editor = authorPage.getByRole("textbox", { name: "Your comment" });
  await expect(editor).toBeVisible();
  await authorPage.getByRole("button", { name: "Post Comment" }).click();
  await expect(authorPage.getByText("Comment must be at least 2 characters")).toBeVisible();
  const comment = `Thank you! Could presets also keep the **emotes**? ${Date.now()}`;
  await editor.fill(comment);
  await authorPage.getByRole("button", { name: "Post Comment" }).click();
  await expectToast(authorPage, "Comment posted");
  const posted = authorPage
    .getByTestId("feedback-comment")
    .filter({ hasText: "Could presets also keep the emotes?" });
  await expect(posted).toBeVisible();
  await expect(posted.locator("strong")).toHaveText("emotes");
  await expect(posted.getByTestId("team-badge")).toHaveCount(0);
  await expect(editor).toHaveValue("");

  // The admin's answer in the comments carries the Team badge.
  const teamReply = `Yes, emotes are part of the preset. ${Date.now()}`;
  const answered = await admin.page.request.post(`/api/community-feedback/${feedbackId}/comments`, {
    data: { content: teamReply },
  });
  expect(answered.status()).toBe(201);
  await openHydrated(voter.page, itemPath);
  const teamComment = voter.page.getByTestId("feedback-comment").filter({ hasText: teamReply });
  await expect(teamComment.getByTestId("team-badge")).toHaveText("Team");
  await expect(voter.page.getByTestId("feedback-comment").first()).toContainText(
    "Could presets also keep the emotes?",
  );
  await expect(voter.page.getByTestId("team-panel")).toHaveCount(0);

  expect(voterProblems).toEqual([]);
  expect(adminProblems).toEqual([]);
  expect(authorProblems).toEqual([]);
  await voter.close();
  await admin.close();
});

test("a member sees no team panel, and the server refuses a member's status change", async ({
  signedInPage: page,
}) => {
  const title = unique("Colour-blind friendly minimap");
  const feedbackId = await submitFeedback(page.request, title);
  const problems = watchConsole(page);
  await openHydrated(page, `/community-feedback/${feedbackId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Your comment" })).toBeVisible();
  await expect(page.getByTestId("team-panel")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Merge into…" })).toHaveCount(0);
  const refused = await page.request.patch(`/api/community-feedback/${feedbackId}`, {
    data: { status: "resolved" },
  });
  expect(refused.status()).toBe(403);
  expect(problems).toEqual([]);
});

test("a member edits and deletes their comment; another member reports one", async ({
  browser,
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  const title = unique("Subtitles size setting");
  const feedbackId = await submitFeedback(page.request, title);
  const itemPath = `/community-feedback/${feedbackId}`;
  const problems = watchConsole(page);
  await openHydrated(page, itemPath);
  await expect(page.getByText("No comments yet. Be the first to add one!")).toBeVisible();
  await page.getByRole("textbox", { name: "Your comment" }).fill("First thoughts on subtitles");
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expectToast(page, "Comment posted");
  const mine = page.getByTestId("feedback-comment").filter({ hasText: "First thoughts" });
  await expect(mine).toBeVisible();
  await expect(page.getByRole("heading", { name: /Comments/ })).toContainText("(1)");

  // Edit in place: an emptied text is refused with the schema's message, then saved.
  await mine.getByRole("button", { name: /^Edit comment by/ }).click();
  const edit = page.getByRole("textbox", { name: "Edit comment" });
  await expect(edit).toHaveValue("First thoughts on subtitles");
  await edit.fill(" ");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Comment must be at least 2 characters")).toBeVisible();
  await edit.fill("Second thoughts: a size slider for subtitles");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Comment updated");
  const edited = page.getByTestId("feedback-comment").filter({ hasText: "Second thoughts" });
  await expect(edited).toBeVisible();
  await expect(edited.getByTestId("edited-mark")).toBeVisible();

  // Another member reports it (a reason is required), and cannot edit or delete it.
  const other = await openMember(browser, "reporter");
  const otherProblems = watchConsole(other.page);
  await openHydrated(other.page, itemPath);
  const theirs = other.page.getByTestId("feedback-comment").filter({ hasText: "Second thoughts" });
  await expect(theirs.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await expect(theirs.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  await theirs.getByRole("button", { name: /^Report comment by/ }).click();
  const dialog = other.page.getByRole("dialog", { name: "Report" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Reason must be at least 3 characters")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Looks like spam to me");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expectToast(other.page, "Thanks for the report");
  await expect(dialog).toHaveCount(0);
  expect(otherProblems).toEqual([]);
  await other.close();

  // The author deletes it after confirming.
  await edited.getByRole("button", { name: /^Delete comment by/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete comment?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Comment deleted");
  await expect(page.getByTestId("feedback-comment")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /Comments/ })).toContainText("(0)");
  expect(problems).toEqual([]);
});

test("a visitor reads the item and is asked to sign in to comment", async ({ browser, page }) => {
  const author = await openMember(browser, "author");
  const title = unique("Faster matchmaking at night");
  const feedbackId = await submitFeedback(author.page.request, title);
  await author.close();

  const problems = watchConsole(page);
  await openHydrated(page, `/community-feedback/${feedbackId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("feedback-votes")).toHaveText("1 vote");
  await expect(page.getByTestId("feedback-vote")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in to comment" })).toHaveAttribute(
    "href",
    `/auth?redirect=${encodeURIComponent(`/community-feedback/${feedbackId}`)}`,
  );
  await expect(page.getByRole("link", { name: "Back to Feedback" })).toHaveAttribute(
    "href",
    "/community-feedback",
  );
  expect(problems).toEqual([]);
});

test("an admin merges a duplicate into the original and lands on it", async ({
  browser,
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  const originalTitle = unique("Cross-save between PC and console");
  const duplicateTitle = unique("Please add cross save");
  const originalId = await submitFeedback(page.request, originalTitle);
  // Another member asks again (one member may submit once every 30 seconds).
  const other = await openMember(browser, "again");
  const duplicateId = await submitFeedback(other.page.request, duplicateTitle);
  await other.close();

  const admin = await openAdmin(browser);
  const problems = watchConsole(admin.page);
  await openHydrated(admin.page, `/community-feedback/${duplicateId}`);
  const panel = admin.page.getByTestId("team-panel");
  await panel.getByRole("button", { name: "Merge into…" }).click();
  // An id that names nothing is refused before anything is sent.
  await panel.getByRole("textbox", { name: "Original item id" }).fill("abc");
  await panel.getByRole("button", { name: "Merge…" }).click();
  await expect(panel.getByText("Enter the id of the original feedback")).toBeVisible();
  await panel.getByRole("textbox", { name: "Original item id" }).fill(String(originalId));
  await panel.getByRole("button", { name: "Merge…" }).click();
  await expect(panel.getByRole("alertdialog")).toContainText(originalTitle);
  await panel.getByRole("button", { name: "Confirm merge" }).click();
  await expectToast(admin.page, "Feedback merged");
  await expect(admin.page).toHaveURL(new RegExp(`/community-feedback/${originalId}$`));
  await expect(admin.page.getByRole("heading", { level: 1, name: originalTitle })).toBeVisible();
  await expect(admin.page.getByRole("link", { name: duplicateTitle })).toHaveAttribute(
    "href",
    `/community-feedback/${duplicateId}`,
  );

  // The duplicate now says where it went.
  await openHydrated(page, `/community-feedback/${duplicateId}`);
  const notice = page.getByTestId("merged-notice");
  await expect(notice).toContainText("This feedback was merged into");
  await expect(notice.getByRole("link", { name: `“${originalTitle}”` })).toHaveAttribute(
    "href",
    `/community-feedback/${originalId}`,
  );
  expect(problems).toEqual([]);
  await admin.close();
});

test("an unknown item answers 404 with the not-found screen, without the browser asking again", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/community-feedback/987654321")) {
      asked.push(request.url());
    }
  });
  const response = await openHydrated(page, "/community-feedback/987654321");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Feedback Not Found" })).toBeVisible();
  await expect(page).toHaveTitle("Feedback Not Found | GameHub");
  await waitForSettled(page);
  expect(asked).toHaveLength(0);
});
