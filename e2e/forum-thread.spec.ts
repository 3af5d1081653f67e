import type { APIRequestContext } from "@playwright/test";
import { watchConsole } from "./support/console";
import { expect, test } from "./support/fixtures";
import { openHydrated } from "./support/hydration";
import { firstCategoryId, openAdmin, openMember } from "./support/sessions";
import { waitForSettled } from "./support/settle";
import { expectToast } from "./support/toasts";

/**
 * The discussion page, /forum/thread/{id}: a discussion started from the forum's dialog is
 * answered by other members (with a quote and a vote), the author sees the answers arrive
 * without reloading, an admin pins and locks it, and the server renders each discussion's
 * head for crawlers and answers 404 for one that does not exist.
 */

const OPENING_POST =
  "Which co-op games are worth playing this winter? Looking for **couch** co-op ideas.";

/** Starts a discussion through the API (for the tests that are not about the dialog). */
async function createThread(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.post("/api/forum/threads", {
    data: {
      title,
      content: OPENING_POST,
      categoryId: await firstCategoryId(request),
      tags: ["co-op"],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test("a discussion is answered with a quote and a vote, shows new replies live, then an admin pins and locks it", async ({
  browser,
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const title = `Winter co-op picks ${Date.now().toString(36)}`;

  // Member A starts the discussion from the forum's dialog (an empty title is refused first).
  await openHydrated(signedInPage, "/forum");
  await signedInPage.getByRole("button", { name: "New Discussion" }).click();
  await signedInPage.getByRole("button", { name: "Create Discussion" }).click();
  await expectToast(signedInPage, "Missing Information", "Please fill in all required fields");
  const dialog = signedInPage.getByRole("dialog", { name: "Start a New Discussion" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Content").fill(OPENING_POST);
  await dialog.getByLabel("Category").selectOption({ index: 1 });
  await dialog.getByRole("button", { name: "Create Discussion" }).click();
  await expect(signedInPage).toHaveURL(/\/forum\/thread\/\d+$/);
  await expect(signedInPage.getByRole("heading", { level: 1, name: title })).toBeVisible({
    timeout: 15_000,
  });
  const threadUrl = new URL(signedInPage.url()).pathname;
  const threadId = Number(threadUrl.split("/").at(-1));
  // A mark on A's page: it is still there at the end, so nothing below reloaded the page.
  await signedInPage.evaluate(() => {
    (window as unknown as { stillOpen: boolean }).stillOpen = true;
  });

  // Member C answers first (through the API); A's open page shows it without a reload.
  const memberC = await openMember(browser, "quoted");
  const firstReply = `Deep Rock Galactic, every time. ${Date.now()}`;
  const posted = await memberC.page.request.post(`/api/forum/threads/${threadId}/replies`, {
    data: { content: firstReply },
  });
  expect(posted.status()).toBe(201);
  await expect(
    signedInPage.getByTestId("forum-reply").filter({ hasText: firstReply }),
  ).toBeVisible();

  // Member B opens the discussion, quotes C's reply, answers and upvotes the opening post.
  const memberB = await openMember(browser, "answer");
  const pageB = memberB.page;
  await openHydrated(pageB, threadUrl);
  await pageB.getByRole("button", { name: `Quote reply by ${memberC.username}` }).click();
  await expect(pageB.getByTestId("quote-marker")).toContainText(`Quoting ${memberC.username}`);
  const editor = pageB.getByRole("textbox", { name: "Your reply" });
  await expect(editor).toBeFocused();
  const answer = `Agreed, and It Takes Two for couch play. ${Date.now()}`;
  await editor.fill(answer);
  await pageB.getByRole("button", { name: "Post Reply" }).click();
  await expectToast(pageB, "Reply posted");
  const bReply = pageB.getByTestId("forum-reply").filter({ hasText: answer });
  await expect(bReply.getByTestId("reply-quote")).toContainText(`${memberC.username} wrote:`);
  await expect(bReply.getByTestId("reply-quote")).toContainText("Deep Rock Galactic");
  await expect(editor).toHaveValue("");

  const upvote = pageB.getByRole("button", { name: /^Upvote this discussion/ });
  await expect(upvote).toHaveAttribute("aria-pressed", "false");
  await upvote.click();
  await expect(upvote).toHaveAttribute("aria-pressed", "true");
  await expect(upvote).toContainText("1");

  // A's page, never reloaded, shows B's reply with its quote, and the count has grown.
  const liveReply = signedInPage.getByTestId("forum-reply").filter({ hasText: answer });
  await expect(liveReply).toBeVisible();
  await expect(liveReply.getByTestId("reply-quote")).toContainText(`${memberC.username} wrote:`);
  await expect(signedInPage.getByTestId("thread-reply-count")).toHaveText("2");
  // The header's bell counted both replies in A's discussion, also without a reload.
  await expect(signedInPage.getByRole("button", { name: "Notifications, 2 unread" })).toBeVisible();
  expect(
    await signedInPage.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen),
  ).toBe(true);
  // The author cannot vote on their own discussion.
  await expect(
    signedInPage.getByRole("button", { name: /^Upvote this discussion/ }),
  ).toBeDisabled();

  // An admin pins and locks it from the moderation menu; the reply box gives way to a notice.
  const admin = await openAdmin(browser);
  const { page } = admin;
  await openHydrated(page, threadUrl);
  await expect(page.getByRole("textbox", { name: "Your reply" })).toBeVisible();
  await page.getByRole("button", { name: "Moderate" }).click();
  await page.getByRole("menuitem", { name: "Pin" }).click();
  await expectToast(page, "Discussion pinned");
  await expect(page.getByText("Pinned", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Moderate" }).click();
  await page.getByRole("menuitem", { name: "Lock" }).click();
  await expectToast(page, "Discussion locked");
  await expect(page.getByText("Locked", { exact: true })).toBeVisible();
  await expect(page.getByTestId("locked-notice")).toHaveText("This discussion is locked");
  await expect(page.getByRole("textbox", { name: "Your reply" })).toHaveCount(0);

  // B, on reading it again, finds it locked too: no reply box, no Quote buttons.
  await openHydrated(pageB, threadUrl);
  await expect(pageB.getByTestId("locked-notice")).toHaveText("This discussion is locked");
  await expect(pageB.getByRole("textbox", { name: "Your reply" })).toHaveCount(0);
  await expect(pageB.getByRole("button", { name: /^Quote / })).toHaveCount(0);
  // The server agrees: a reply to a locked discussion is refused.
  const refused = await pageB.request.post(`/api/forum/threads/${threadId}/replies`, {
    data: { content: "One more thing…" },
  });
  expect(refused.status()).toBe(403);

  await memberB.close();
  await memberC.close();
  await admin.close();
});

test("an unknown discussion answers 404 with the not-found screen, without the browser asking again", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/forum/threads/987654321")) {
      asked.push(request.url());
    }
  });
  const response = await openHydrated(page, "/forum/thread/987654321");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Discussion Not Found | GameHub");
  await expect(page.getByRole("heading", { name: "Discussion Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Forum" })).toHaveAttribute("href", "/forum");
  await waitForSettled(page);
  expect(asked).toHaveLength(0);
});

test("the server sends each discussion's title, social tags and DiscussionForumPosting data", async ({
  signedInPage,
  request,
}) => {
  const title = `Speedrun routes & tricks ${Date.now().toString(36)}`;
  const threadId = await createThread(signedInPage.request, title);
  const response = await request.get(`/forum/thread/${threadId}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const escaped = title.replace("&", "&amp;");
  expect(html).toContain(`<title>${escaped} | GameHub</title>`);
  expect(html).toContain(`<meta property="og:title" content="${escaped} | GameHub" />`);
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toContain(
    '<meta name="description" content="Which co-op games are worth playing this winter? Looking for couch co-op ideas." />',
  );
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(jsonLd ?? "{}") as Record<string, unknown>;
  expect(data["@type"]).toBe("DiscussionForumPosting");
  expect(data.headline).toBe(title);
  expect(String(data.url)).toMatch(new RegExp(`/forum/thread/${threadId}$`));
  // The discussion itself is in the page as sent, before any JavaScript runs.
  expect(html).toContain("couch</strong> co-op ideas");
});

test("a discussion hydrates without console errors, signed out and signed in", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const member = await openMember(browser, "hydrate");
  const threadId = await createThread(
    member.page.request,
    `Hydration check ${Date.now().toString(36)}`,
  );
  const replied = await page.request.post(`/api/forum/threads/${threadId}/replies`, {
    data: { content: "Signed out readers cannot reply" },
  });
  expect(replied.status()).toBe(401);

  const problems = watchConsole(page);
  await openHydrated(page, `/forum/thread/${threadId}`);
  await expect(page.getByRole("link", { name: "Sign in to reply" })).toBeVisible();
  const memberProblems = watchConsole(member.page);
  await openHydrated(member.page, `/forum/thread/${threadId}`);
  await expect(member.page.getByRole("textbox", { name: "Your reply" })).toBeVisible();
  expect(problems).toEqual([]);
  expect(memberProblems).toEqual([]);
  await member.close();
});

test("a visitor downloads no editor, dialog or moderation code; a member's editor replaces a placeholder of its height", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const member = await openMember(browser, "placeholder");
  const title = `Placeholder check ${Date.now().toString(36)}`;
  const threadId = await createThread(member.page.request, title);

  // The chunks only members open (each named after its module), and zod, which the live
  // replies' stream loads only with its first event.
  const memberOnly =
    /\/assets\/(reply-editor|comment-editor|markdown-field|markdown-preview|post-dialogs|post-edit-form|moderation-menu-content|schemas)-[\w-]+\.js$/;
  const visitorLoads: string[] = [];
  page.on("request", (request) => {
    if (memberOnly.test(request.url())) visitorLoads.push(request.url());
  });
  await openHydrated(page, `/forum/thread/${threadId}`);
  await expect(page.getByRole("link", { name: "Sign in to reply" })).toBeVisible();
  await waitForSettled(page);
  expect(visitorLoads).toEqual([]);

  // A member reaching the discussion by a link sees the placeholder until the editor's code
  // arrives (held here), and the editor then takes exactly its place.
  const memberPage = member.page;
  let releaseEditor = () => {};
  const editorHeld = new Promise<void>((resolve) => {
    releaseEditor = resolve;
  });
  await memberPage.route(/\/assets\/reply-editor-[\w-]+\.js$/, async (route) => {
    await editorHeld;
    await route.continue();
  });
  await openHydrated(memberPage, `/forum?q=${encodeURIComponent(title)}`);
  await memberPage.locator(`a[href="/forum/thread/${threadId}"]`).first().click();
  const placeholder = memberPage.getByTestId("editor-placeholder");
  await expect(placeholder).toBeVisible();
  const heightOfBox = () =>
    memberPage.locator("#reply").evaluate((box) => box.getBoundingClientRect().height);
  const placeholderHeight = await heightOfBox();
  releaseEditor();
  await expect(memberPage.getByRole("textbox", { name: "Your reply" })).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  expect(await heightOfBox()).toBe(placeholderHeight);
  await member.close();
});

test("the editor previews Markdown without running HTML, and works from the keyboard", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const author = await openMember(browser, "previewer");
  const threadId = await createThread(author.page.request, `Preview ${Date.now().toString(36)}`);
  const reader = await openMember(browser, "keyboard");
  const page = reader.page;
  await openHydrated(page, `/forum/thread/${threadId}`);
  const editor = page.getByRole("textbox", { name: "Your reply" });
  await editor.fill("Some **bold** words <img src=x onerror=alert(1)> and https://example.com");
  // Write → Preview with the arrow key, as a tab list works. The editor's tabs are a part that
  // loads after the page: a key pressed before they are live is lost, so try again until it is not.
  await expect(async () => {
    await page.getByRole("tab", { name: "Write" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Preview" })).toHaveAttribute(
      "aria-selected",
      "true",
      {
        timeout: 1_000,
      },
    );
  }).toPass({ timeout: 15_000 });
  const preview = page.getByTestId("markdown-preview");
  await expect(preview.locator("strong")).toHaveText("bold");
  await expect(preview).toContainText("<img src=x onerror=alert(1)>");
  await expect(preview.locator("img")).toHaveCount(0);
  await expect(preview.locator("a")).toHaveAttribute("href", "https://example.com");
  // Back to Write: the text is kept; the reply is sent from the keyboard alone.
  await page.keyboard.press("ArrowLeft");
  await expect(editor).toHaveValue(/Some \*\*bold\*\* words/);
  await editor.focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Post Reply" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectToast(page, "Reply posted");
  const reply = page.getByTestId("forum-reply").first();
  await expect(reply.locator("strong")).toHaveText("bold");
  await expect(reply.locator("img")).toHaveCount(0);

  // The author edits their reply in place and it shows the edited mark.
  await reply.getByRole("button", { name: /^Edit reply by/ }).click();
  const editBox = page.getByRole("textbox", { name: "Edit reply" });
  await editBox.fill("Changed my mind: plain words now.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(reply).toContainText("Changed my mind: plain words now.");
  await expect(reply.getByTestId("edited-mark")).toBeVisible();
  await author.close();
  await reader.close();
});
