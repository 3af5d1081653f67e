import type { Browser, Page, Request } from "@playwright/test";
import type { FeedbackItem, FeedbackListReply } from "../src/shared/feedback";
import { FEEDBACK_PRIORITY_LABELS, FEEDBACK_STATUS_LABELS } from "../src/shared/feedback-limits";
import { seriousViolations } from "./support/axe";
import { watchConsole } from "./support/console";
import { E2E_ADMIN } from "./support/e2e-env";
import { expect, registerAccount, test } from "./support/fixtures";
import { openHydrated, waitForHydration } from "./support/hydration";
import { must } from "./support/seed";
import { openAdmin } from "./support/sessions";
import { waitForSettled } from "./support/settle";
import { escapeRegExp, unique } from "./support/text";
import { expectToast } from "./support/toasts";

/**
 * The community feedback hub, /community-feedback, over the demo feedback the server seeds: a
 * visitor reads the list (rendered by the server) with its filters and tabs; a member submits
 * feedback through the dialog, votes, and finds their own items under 'My Feedback'. The tab
 * and the filters live in the address. Other tests add items while these run, so lists are
 * checked by what every card shows, not by exact counts.
 */

// The shared test machine is slow at times: a whole flow here can take a minute there.
test.describe.configure({ timeout: 90_000 });

const TAB_NAMES = ["All", "Trending", "My Feedback", "Dev Responses"];
const DESCRIPTION =
  "When a match ends the scoreboard closes before I can read it. Please keep it open until I press a key.";

async function openHub(page: Page, path = "/community-feedback") {
  await openHydrated(page, path);
}

function cards(page: Page) {
  return page.getByTestId("feedback-list").getByTestId("feedback-card");
}

function cardTitles(page: Page) {
  return cards(page).getByRole("heading", { level: 3 });
}

function cardOf(page: Page, title: string) {
  return cards(page).filter({ has: page.getByRole("heading", { level: 3, name: title }) });
}

async function apiList(page: Page, query: string): Promise<FeedbackItem[]> {
  const url = `/api/community-feedback?${query}`;
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as FeedbackListReply).items;
}

/**
 * The toasts, found by their region's label: while a modal dialog is open the page behind it,
 * toasts included, is hidden from assistive technology, so a role query would not find them.
 */
function notifications(page: Page) {
  return page.locator('[role="region"][aria-label^="Notifications"]');
}

/** Items submitted by the browser tests' own members (newAccount's `user_…` names). */
function isTestMember(item: FeedbackItem): boolean {
  return item.userName.startsWith("user_");
}

/** The list reads the browser makes (GET /api/community-feedback…). */
function watchListReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname === "/api/community-feedback") {
      reads.push(url.search);
    }
  });
  return reads;
}

function watchCreates(page: Page): Request[] {
  const creates: Request[] = [];
  page.on("request", (request) => {
    if (
      request.method() === "POST" &&
      new URL(request.url()).pathname === "/api/community-feedback"
    ) {
      creates.push(request);
    }
  });
  return creates;
}

test("a visitor sees the hero, the tabs and the seeded items with their badges, but no Submit or vote button", async ({
  page,
}) => {
  const items = await apiList(page, "tab=all");
  expect(items.length).toBeGreaterThan(3);
  const problems = watchConsole(page);
  await openHub(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Community Feedback Hub" }),
  ).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(TAB_NAMES);
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");

  const first = must(items[0], "feedback item");
  const card = cardOf(page, first.title);
  await expect(card.getByTestId("feedback-status")).toHaveText(
    FEEDBACK_STATUS_LABELS[first.status],
  );
  await expect(card.getByTestId("feedback-priority")).toHaveText(
    `${FEEDBACK_PRIORITY_LABELS[first.priority]} Priority`,
  );
  await expect(card.getByRole("link", { name: first.title })).toHaveAttribute(
    "href",
    `/community-feedback/${first.id}`,
  );
  await expect(card).toContainText(`By ${first.userName} • `);
  await expect(card.getByTestId("feedback-votes")).toHaveText(
    `${first.votes} ${first.votes === 1 ? "vote" : "votes"}`,
  );
  // Every card has its two badges, in their colours.
  const count = await cards(page).count();
  await expect(cards(page).getByTestId("feedback-status")).toHaveCount(count);
  await expect(cards(page).getByTestId("feedback-priority")).toHaveCount(count);
  const colours = await cards(page)
    .getByTestId("feedback-status")
    .evaluateAll((badges) => badges.map((badge) => [badge.textContent, badge.dataset.color]));
  const expected: Record<string, string> = {
    Open: "yellow",
    "In Review": "blue",
    "In Progress": "purple",
    Resolved: "green",
    Closed: "gray",
  };
  for (const [label, colour] of colours) expect(colour).toBe(expected[label ?? ""]);

  await expect(page.getByRole("button", { name: "Submit Feedback" })).toHaveCount(0);
  await expect(page.getByTestId("feedback-vote")).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the server's HTML already holds the items, and the browser does not read them again", async ({
  page,
}) => {
  const items = await apiList(page, "tab=all");
  const html = await (await page.request.get("/community-feedback")).text();
  for (const item of items.slice(0, 3)) {
    expect(html).toContain(item.title.replaceAll("&", "&amp;").replaceAll('"', "&quot;"));
  }

  const problems = watchConsole(page);
  const reads = watchListReads(page);
  for (const path of [
    "/community-feedback",
    "/community-feedback?tab=trending",
    "/community-feedback?tab=dev-responses",
    "/community-feedback?type=bug-report&status=open",
    // A visitor's My Feedback is a sign-in prompt, drawn by the server with no read at all.
    "/community-feedback?tab=my-feedback",
  ]) {
    await openHub(page, path);
    await waitForSettled(page);
  }
  expect(problems).toEqual([]);
  expect(reads).toEqual([]);
});

test("the type and status filters change the list and the address", async ({ page }) => {
  await openHub(page);
  // The address changes first and the list follows: each check waits for the list to match.
  const cardsWhose = (testId: string, text: string) =>
    cards(page).filter({ has: page.getByTestId(testId).getByText(text, { exact: true }) });
  const cardsNotWhose = (testId: string, text: string) =>
    cards(page).filter({ hasNot: page.getByTestId(testId).getByText(text, { exact: true }) });

  await page.getByLabel("Type").selectOption({ label: "Bug Reports" });
  await expect(page).toHaveURL(/[?&]type=bug-report(&|$)/);
  await expect(cardsWhose("feedback-type", "Bug Report").first()).toBeVisible();
  await expect(cardsNotWhose("feedback-type", "Bug Report")).toHaveCount(0);

  await page.getByLabel("Status").selectOption({ label: "Resolved" });
  await expect(page).toHaveURL(/[?&]status=resolved(&|$)/);
  // The demo content has resolved bug reports.
  const resolvedBugs = await apiList(page, "type=bug-report&status=resolved");
  expect(resolvedBugs.length).toBeGreaterThan(0);
  await expect(cardTitles(page).first()).toHaveText(resolvedBugs[0]?.title ?? "");
  await expect(cardsNotWhose("feedback-status", "Resolved")).toHaveCount(0);
  await expect(cardsNotWhose("feedback-type", "Bug Report")).toHaveCount(0);

  await page.getByLabel("Type").selectOption({ label: "All Types" });
  await expect(page).not.toHaveURL(/type=/);
  const resolved = await apiList(page, "status=resolved");
  await expect(cardTitles(page).first()).toHaveText(resolved[0]?.title ?? "");
  await expect(cardsNotWhose("feedback-status", "Resolved")).toHaveCount(0);

  // The server renders the same view from the address.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Status")).toHaveValue("resolved");
  await expect(page.getByLabel("Type")).toHaveValue("all");
  await expect(cardTitles(page).first()).toHaveText(resolved[0]?.title ?? "");
});

test("the search box filters as the visitor types, and a search without a match shows the empty state", async ({
  page,
}) => {
  // A word of a seeded title (the tests' own items, by members named user_…, change meanwhile).
  const seeded = (await apiList(page, "tab=all")).filter((item) => !isTestMember(item));
  const wordOf = (item: FeedbackItem) =>
    item.title.split(/\s+/).find((word) => /^[a-z]{7,}$/i.test(word));
  const target = must(
    seeded.find((item) => wordOf(item) !== undefined),
    "item with a searchable word in its title",
  );
  const word = must(wordOf(target), "word");
  const matches = await apiList(page, `search=${encodeURIComponent(word)}`);
  await openHub(page);
  await page.getByRole("searchbox", { name: "Search feedback" }).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${word}(&|$)`));
  await expect(cardOf(page, target.title)).toBeVisible();
  await expect(cards(page)).toHaveCount(matches.length);

  await page.getByRole("searchbox", { name: "Search feedback" }).fill("zzqqxx nothing like this");
  await expect(page.getByRole("heading", { name: "No Feedback Found" })).toBeVisible();
  await expect(
    page.getByText("Be the first to share your feedback with the community!"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByRole("searchbox", { name: "Search feedback" })).toHaveValue("");
  await expect(cards(page).first()).toBeVisible();
});

test("the Trending and Dev Responses tabs list what the API ranks there", async ({
  page,
  browser,
}) => {
  // A member's item answered by the admin (the seed's answers are written before any account
  // exists, so they name no one): the newest answer, first under Dev Responses.
  const answeredTitle = unique("Name who answered");
  const answeredId = await submitAsNewMember(browser, answeredTitle);
  const admin = await openAdmin(browser);
  const answer = await admin.page.request.patch(`/api/community-feedback/${answeredId}`, {
    data: { responseFromDev: "Thanks: the card now names who answered." },
  });
  expect(answer.status()).toBe(200);
  await admin.close();

  const trending = await apiList(page, "tab=trending");
  const answered = await apiList(page, "tab=dev-responses");
  expect(answered.map((item) => item.title)).toContain(answeredTitle);
  await openHub(page);

  await page.getByRole("tab", { name: "Trending" }).click();
  await expect(page).toHaveURL(/[?&]tab=trending(&|$)/);
  await expect(cardTitles(page).first()).toHaveText(trending[0]?.title ?? "");
  await expect(cardTitles(page).nth(1)).toHaveText(trending[1]?.title ?? "");

  await page.getByRole("tab", { name: "Dev Responses" }).click();
  await expect(page).toHaveURL(/[?&]tab=dev-responses(&|$)/);
  await expect(cardTitles(page).first()).toHaveText(answered[0]?.title ?? "");
  const count = await cards(page).count();
  // Every item here carries the team's answer: who, when and what.
  await expect(page.getByTestId("feedback-dev-response")).toHaveCount(count);
  const response = cardOf(page, answeredTitle).getByTestId("feedback-dev-response");
  await expect(response).toContainText("Developer Response");
  await expect(response).toContainText(`by ${E2E_ADMIN.username}`);
  await expect(response).toContainText("Thanks: the card now names who answered.");

  // The tabs work from the keyboard too.
  await page.getByRole("tab", { name: "Dev Responses" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "My Feedback" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("a visitor's My Feedback tab asks them to sign in, without calling the API", async ({
  page,
}) => {
  const reads = watchListReads(page);
  await openHub(page);
  await page.getByRole("tab", { name: "My Feedback" }).click();
  await expect(page).toHaveURL(/[?&]tab=my-feedback(&|$)/);
  const signIn = page.getByRole("tabpanel").getByRole("link", { name: "Sign in" });
  await expect(page.getByRole("heading", { name: "Sign in to see your feedback" })).toBeVisible();
  await expect(signIn).toHaveAttribute("href", /^\/auth/);
  expect(reads.filter((read) => read.includes("my-feedback"))).toEqual([]);
});

test("a member submits feedback: the empty form's messages first, then the toast and the new item, then My Feedback", async ({
  signedInPage: page,
  user,
}) => {
  const creates = watchCreates(page);
  await openHub(page);
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Feedback" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Description")).toHaveAttribute("rows", "4");
  await expect(dialog.getByLabel("Priority")).toHaveValue("medium");
  await expect(dialog.getByLabel("Feedback Type").locator("option")).toHaveText([
    "Select a type",
    "Bug Report",
    "Feature Request",
    "General",
    "Survey Response",
  ]);

  await dialog.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("Feedback type is required")).toBeVisible();
  await expect(dialog.getByText("Description is required")).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  expect(creates).toHaveLength(0);

  const title = unique("Keep the scoreboard open");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Feedback Type").selectOption({ label: "Feature Request" });
  await dialog.getByLabel("Description").fill(DESCRIPTION);
  await dialog.getByLabel("Category (optional)").selectOption({ label: "User Interface" });
  await dialog.getByRole("button", { name: "Submit Feedback" }).click();
  await expectToast(
    page,
    "Feedback Submitted",
    "Thank you for your feedback! Our team will review it soon.",
  );
  await expect(dialog).toBeHidden();
  expect(creates).toHaveLength(1);
  expect(creates[0]?.postDataJSON()).toEqual({
    title,
    description: DESCRIPTION,
    feedbackType: "feature-request",
    category: "ui",
    priority: "medium",
    gameId: null,
  });

  // The list read again: the new item leads it, with the member's name.
  const card = cardOf(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByTestId("feedback-status")).toHaveText("Open");
  await expect(card.getByTestId("feedback-priority")).toHaveText("Medium Priority");
  await expect(card).toContainText("Feature Request");
  await expect(card).toContainText("User Interface");
  await expect(card).toContainText(`By ${user.username} • `);
  // The points the submission earned follow, once the first toast has closed (5 seconds).
  await expect(notifications(page)).toContainText("You earned 10 points for submitting feedback!", {
    timeout: 15_000,
  });

  // Opened again, the dialog starts empty.
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(dialog.getByLabel("Title")).toHaveValue("");
  // (Not Escape here: a toast that opened after the dialog, such as the points earned, is the
  // top layer and takes the first Escape.)
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("tab", { name: "My Feedback" }).click();
  await expect(cardOf(page, title)).toBeVisible();
  // The previous tab's list stays on screen until the member's own arrives, and the new item is
  // in both: wait until every card is the member's.
  await expect
    .poll(async () => {
      const authors = await cards(page).locator("p", { hasText: /^By / }).allTextContents();
      return (
        authors.length > 0 && authors.every((author) => author.includes(`By ${user.username} • `))
      );
    })
    .toBe(true);
  // Opened from the address, the member's own list loads in the browser after hydration.
  const problems = watchConsole(page);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: "My Feedback" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(cardOf(page, title)).toBeVisible();
  expect(problems).toEqual([]);
});

/** Submits an item through the API as a fresh member (each has its own pace and daily limits). */
/** A fresh member (named user_…) submits an item; its id. */
async function submitAsNewMember(browser: Browser, title: string): Promise<number> {
  const context = await browser.newContext();
  try {
    await registerAccount(context.request);
    const response = await context.request.post("/api/community-feedback", {
      data: { title, description: DESCRIPTION, feedbackType: "general", gameId: null },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  } finally {
    await context.close();
  }
}

test("'Load more' adds the next page of items", async ({ page, browser }) => {
  // The seed has fewer items than a page (20): make sure there is a second page.
  const present = (await apiList(page, "tab=all")).length;
  for (let index = present; index <= 20; index += 1) {
    await submitAsNewMember(browser, unique(`Paging item ${index}`));
  }
  await openHub(page);
  await expect(cards(page)).toHaveCount(20);
  const loadMore = page.getByRole("button", { name: "Load more" });
  await loadMore.click();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(20);
  // Every item once, however the pages were cut.
  const titles = await cardTitles(page).allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
});

test("a member votes on an item: the count goes up and the button is pressed; voting again takes it back", async ({
  signedInPage: page,
}) => {
  // A seeded item low in the trending order, so this vote leaves the Trending test's top alone;
  // filtered by its status so it is on the list's first page.
  const votable = (await apiList(page, "tab=trending")).filter(
    (item) => !isTestMember(item) && item.status !== "closed" && item.mergedInto === null,
  );
  const target = must(votable.at(-1), "open item");
  await openHub(page, `/community-feedback?status=${target.status}`);
  const vote = cardOf(page, target.title).getByTestId("feedback-vote");
  await expect(vote).toHaveAttribute("aria-pressed", "false");
  await expect(vote).toHaveAccessibleName(new RegExp(`^Vote for “${escapeRegExp(target.title)}”`));
  const before = target.votes;
  await expect(vote.getByTestId("feedback-vote-count")).toHaveText(String(before));

  await vote.click();
  await expect(vote).toHaveAttribute("aria-pressed", "true");
  await expect(vote.getByTestId("feedback-vote-count")).toHaveText(String(before + 1));
  // The list was read again and agrees (the vote is the server's).
  await page.reload();
  await waitForHydration(page);
  const again = cardOf(page, target.title).getByTestId("feedback-vote");
  await expect(again).toHaveAttribute("aria-pressed", "true");
  await expect(again.getByTestId("feedback-vote-count")).toHaveText(String(before + 1));

  await again.click();
  await expect(again).toHaveAttribute("aria-pressed", "false");
  await expect(again.getByTestId("feedback-vote-count")).toHaveText(String(before));
});

test("a refused submit shows 'Submission Failed' with the server's message and keeps what was typed", async ({
  signedInPage: page,
}) => {
  const message = "You are sending feedback too fast. Please wait a minute.";
  await page.route(
    "**/api/community-feedback",
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "60" },
        body: JSON.stringify({ error: message }),
      });
    },
    { times: 1 },
  );
  await openHub(page);
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Feedback" });
  const title = unique("Controller vibration setting");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Feedback Type").selectOption({ label: "Bug Report" });
  await dialog.getByLabel("Description").fill(DESCRIPTION);
  await dialog.getByLabel("Priority").selectOption({ label: "High" });
  await dialog.getByRole("button", { name: "Submit Feedback" }).click();

  // The toast sits outside the modal, which hides the rest of the page from assistive
  // technology while it is open: found by its label, and the dialog repeats the message.
  const toast = notifications(page);
  await expect(toast).toContainText("Submission Failed");
  await expect(toast).toContainText(message);
  await expect(dialog.getByRole("alert")).toHaveText(message);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByLabel("Feedback Type")).toHaveValue("bug-report");
  await expect(dialog.getByLabel("Description")).toHaveValue(DESCRIPTION);
  await expect(dialog.getByLabel("Priority")).toHaveValue("high");
  await expect(cardOf(page, title)).toHaveCount(0);
});

test("the dialog works from the keyboard: focus stays inside, Escape closes it and returns focus", async ({
  signedInPage: page,
}) => {
  await openHub(page);
  const button = page.getByRole("button", { name: "Submit Feedback" });
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Submit Feedback" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Title")).toBeFocused();
  // Tabbing through every control and past the last stays in the dialog.
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Submit Feedback" })).toBeFocused();
});

test("the hub and its dialog pass axe at phone width", async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHub(page, "/community-feedback?tab=dev-responses");
  await expect(cards(page).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByRole("dialog", { name: "Submit Feedback" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
