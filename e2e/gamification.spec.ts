import { type Page, request } from "@playwright/test";
import type { User } from "../src/shared/auth";
import type { BlogListReply } from "../src/shared/blog";
import { expect, newAccount, registerAccount, test } from "./support/fixtures";
import { waitForSettled } from "./support/settle";
import { expectToast, toastRegion } from "./support/toasts";

/**
 * Gamification and profiles (profile, level card, achievements card, leaderboard, user menu,
 * `/api/gamification/*` and their toasts) against the real server: points and
 * achievements are really awarded, and each test uses its own fresh users.
 */

// Several awards in a row, each with its toast (toasts show one at a time): roomier than 30 s.
test.describe.configure({ timeout: 90_000 });

const numbers = new Intl.NumberFormat("en-US");

async function currentUser(page: Page): Promise<User> {
  const response = await page.request.get("/api/user");
  expect(response.ok()).toBe(true);
  return (await response.json()) as User;
}

/**
 * Closes the toast titled `title`; a queued one (points, an unlocked achievement) takes its
 * place. Toasts that arrive on their own wait for the one on screen instead of replacing it.
 * If it already closed by itself (5 s) the queued one is showing anyway, so that is no failure.
 */
/** The gamification `log/*` calls the page makes (the actions themselves earn; only these report). */
function recordLogCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/gamification/log/")) {
      const body = request.postDataJSON() as { contentType?: string } | null;
      calls.push(body?.contentType ? `${pathname} ${body.contentType}` : pathname);
    }
  });
  return calls;
}

async function closeToast(page: Page, title: string) {
  await toastRegion(page)
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("button", { name: "Close notification" })
    .click({ timeout: 2000 })
    .catch(() => undefined);
}

test("a new player checks in, reads, comments, unlocks and features an achievement", async ({
  signedInPage: page,
  user: me,
}) => {
  const logCalls = recordLogCalls(page);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Profile sections" });
  await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link")).toHaveText(["Overview", "Appearance", "Security"]);
  const levelCard = page.getByRole("region", { name: "Player Level" });
  await expect(levelCard.getByRole("progressbar")).toBeVisible();

  // Daily check-in: 10 points, then the first check-in achievement in its own toast.
  const checkIn = page.getByRole("button", { name: "Check in daily" });
  await checkIn.click();
  await expectToast(page, "You earned 10 points for logging in today!");
  await expect(checkIn).toBeDisabled();
  await expect(levelCard).toContainText("1-day streak");
  await closeToast(page, "You earned 10 points for logging in today!");
  await expectToast(page, "Achievement Unlocked!", "First Check-In");

  await page.getByRole("button", { name: "Initialize Gamification System" }).click();
  await expectToast(page, "Gamification System Initialized");

  // Opening an article is the read that earns: its reply says so.
  const { posts } = (await (await page.request.get("/api/blog?limit=14")).json()) as BlogListReply;
  const post = posts[3];
  if (!post) throw new Error("no seeded posts");
  await page.goto(`/blog/${post.id}`);
  await expectToast(page, "Article Logged", "Your reading activity has been recorded.");
  await closeToast(page, "Article Logged");
  await expectToast(page, "Achievement Unlocked!", "First Read");
  // Between midnight and 5 a.m. UTC the same read also unlocks 'Night Owl', queued next; the
  // server runs on the real clock, so close that toast when it comes (it does not by day).
  await closeToast(page, "First Read");
  await closeToast(page, "Night Owl");

  // A comment: its own toast first, then the points it earned.
  await page.getByLabel("Add a comment").fill(`Checking in from the leaderboard ${Date.now()}`);
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expectToast(page, "Comment posted");
  await closeToast(page, "Comment posted");
  await expectToast(page, "You earned 10 points for commenting!");
  await closeToast(page, "You earned 10 points for commenting!");
  await expectToast(page, "Achievement Unlocked!", "First Words");
  // The read and the comment earned in their own requests: no separate log call.
  expect(logCalls).toEqual(["/api/gamification/log/login"]);

  // The user menu shows the new totals without a reload.
  const after = await currentUser(page);
  expect(after.points).toBeGreaterThan(0);
  expect(after.experience).toBeGreaterThan(0);
  await page.getByRole("button", { name: `Account menu for ${me.username}` }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText(`Level${numbers.format(after.level ?? 1)}`);
  await expect(menu).toContainText(`Points${numbers.format(after.points)}`);
  await expect(menu).toContainText(`Experience${numbers.format(after.experience)}`);
  await menu.getByRole("menuitem", { name: "Achievements" }).click();
  await expect(page).toHaveURL(/\/profile\/achievements$/);

  // The profile agrees: level card, activity stats.
  await expect(levelCard).toContainText(`${numbers.format(after.experience)} XP`);
  const activity = page.getByRole("region", { name: "Activity" });
  await expect(activity).toContainText(`Total points${numbers.format(after.points)}`);

  // Feature an earned achievement; it appears in the featured row.
  const achievementsCard = page.getByRole("region", { name: "Achievements", exact: true });
  await expect(achievementsCard.getByRole("tab", { name: "Earned" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const featured = page.getByRole("region", { name: "Featured Achievements" });
  await expect(featured).toContainText("Unlock achievements to showcase them here!");
  const firstWords = achievementsCard.getByTestId("achievement").filter({ hasText: "First Words" });
  const toggle = firstWords.getByRole("button", { name: "Feature", exact: true });
  await toggle.click();
  await expectToast(page, "Achievement Updated", "Your featured achievements have been updated.");
  await expect(firstWords.getByRole("button", { name: "Featured", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(featured.getByRole("listitem")).toHaveText([/First Words/]);

  // In Progress holds what is started but not done.
  await achievementsCard.getByRole("tab", { name: "In Progress" }).click();
  await expect(
    achievementsCard
      .getByRole("tabpanel", { name: "In Progress" })
      .getByRole("progressbar")
      .first(),
  ).toBeVisible();

  // The leaderboard marks the player's own row; the period lives in the address.
  const board = page.getByRole("region", { name: "Community Leaderboard" });
  await expect(board).toContainText(/Your rank: \d+ out of \d+ users/);
  const ownRow = board.getByTestId("leaderboard-row").filter({ hasText: "(You)" });
  await expect(ownRow).toContainText(me.username);
  await board.getByRole("button", { name: "This week" }).click();
  await expect(page).toHaveURL(/period=week/);
  await expect(board.getByRole("button", { name: "This week" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(board.getByTestId("leaderboard-row").filter({ hasText: "(You)" })).toBeVisible();
});

/** Closes every toast, queued ones included, so the next action's toast is the one on screen. */
async function dismissAllToasts(page: Page) {
  const close = toastRegion(page).getByRole("button", { name: "Close notification" });
  for (let round = 0; round < 10; round++) {
    // A reply still on its way may queue a toast: every reply is handled first.
    await waitForSettled(page);
    if ((await close.count()) === 0) return;
    // It may close by itself meanwhile; then the loop looks again.
    await close
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
  }
}

test("sharing and liking an article earn points for sharing", async ({
  signedInPage: page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const logCalls = recordLogCalls(page);
  const { posts } = (await (await page.request.get("/api/blog?limit=14")).json()) as BlogListReply;
  const post = posts[12];
  if (!post) throw new Error("no seeded posts");
  await page.goto(`/blog/${post.id}`);
  await expectToast(page, "Article Logged");
  await dismissAllToasts(page);
  const before = await currentUser(page);

  await page.getByRole("button", { name: "Copy Link" }).click();
  await expectToast(page, "Link copied");
  await closeToast(page, "Link copied");
  await expectToast(page, "You earned 5 points for sharing content!");
  await dismissAllToasts(page);

  // A like earns like a share, in the like's own request; taking it back earns nothing.
  await page.getByTestId("like-button").click();
  await expectToast(page, "Liked!");
  await closeToast(page, "Liked!");
  await expectToast(page, "You earned 5 points for sharing content!");
  await dismissAllToasts(page);
  await page.getByTestId("like-button").click();
  await expectToast(page, "Like removed");
  await dismissAllToasts(page);

  const after = await currentUser(page);
  expect(after.points).toBeGreaterThanOrEqual(before.points + 10);
  // Only the share (a copied link, which happens outside the site) is reported.
  expect(logCalls).toEqual(["/api/gamification/log/content-share article"]);
});

test("signed out, /profile and /user/{id} send the visitor to /auth", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
  await page.goto("/user/1");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fuser%2F1$/);
});

test("another player's profile is read-only", async ({ signedInPage: page, user: me, baseURL }) => {
  // The other player, in their own browser session: they check in once.
  const elsewhere = await request.newContext({ baseURL });
  const other = newAccount("rival");
  const otherUser = await registerAccount(elsewhere, other);
  const checkIn = await elsewhere.post("/api/gamification/log/login", {
    data: { userId: otherUser.id },
  });
  expect(checkIn.ok()).toBe(true);
  await elsewhere.dispose();

  await page.goto(`/user/${otherUser.id}`);
  await expect(page.getByRole("heading", { level: 1, name: other.username })).toBeVisible();
  await expect(page.getByText(/Member since/)).toBeVisible();
  const earned = page.getByRole("list", { name: "Earned achievements" });
  await expect(earned).toContainText("First Check-In");
  await expect(page.getByRole("region", { name: "Player Level" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Feature/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Check in daily" })).toHaveCount(0);

  await page.goto("/user/2147483000");
  await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();

  // The own id opens the own profile, with its controls.
  await page.goto(`/user/${me.id}`);
  await expect(page).toHaveURL(/\/profile$/);
});

test("profile sections: the 2FA tab shows only on its own page", async ({ signedInPage: page }) => {
  await page.goto("/profile/security");
  const nav = page.getByRole("navigation", { name: "Profile sections" });
  await expect(nav.getByRole("link", { name: "Security" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "2FA" })).toHaveCount(0);
  await page.getByRole("link", { name: "Set Up 2FA" }).click();
  await expect(nav.getByRole("link", { name: "2FA" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Appearance" }).click();
  await expect(page).toHaveURL(/\/profile\/appearance$/);
  await expect(nav.getByRole("link", { name: "2FA" })).toHaveCount(0);
});
