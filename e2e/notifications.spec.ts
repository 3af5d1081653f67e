import type { Browser } from "@playwright/test";
import { expect, newAccount, registerAccount, test } from "./support/fixtures";
import { firstCategoryId } from "./support/sessions";
import { expectToast } from "./support/toasts";

/**
 * The header's notification bell: a member's open page shows the unread count rise when
 * another member answers their discussion (pushed by Server-Sent Events, no reload), the list
 * opens from the bell and its item leads to the discussion. The e-mail switch saves.
 */

/** Another browser (its own cookies), signed in as a fresh member. */
async function otherMember(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerAccount(page.request, newAccount("replier"));
  return { request: page.request, close: () => context.close() };
}

test("the bell counts a reply without a reload and opens the discussion", async ({
  signedInPage: page,
  browser,
}) => {
  const started = await page.request.post("/api/forum/threads", {
    data: {
      title: "Which roguelike should I play next?",
      content: "Looking for a roguelike with good runs and fair difficulty, any ideas?",
      categoryId: await firstCategoryId(page.request),
      tags: ["roguelike"],
    },
  });
  expect(started.status()).toBe(201);
  const threadId = ((await started.json()) as { id: number }).id;

  await page.goto("/");
  const bell = page.getByRole("button", { name: "Notifications" });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId("notification-count")).toHaveCount(0);

  const replier = await otherMember(browser);
  const replied = await replier.request.post(`/api/forum/threads/${threadId}/replies`, {
    data: { content: "Try Hades, then Dead Cells: both are fair and every run feels new." },
  });
  expect(replied.status()).toBe(201);
  await replier.close();

  // Pushed to the open page: no reload.
  await expect(page.getByTestId("notification-count")).toHaveText("1");
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");

  await bell.click();
  const item = page.getByRole("menuitem", { name: /Which roguelike should I play next\?/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText("(unread)");
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/forum/thread/${threadId}`));
  await expect(page.getByTestId("notification-count")).toHaveCount(0);

  await page.getByRole("button", { name: "Notifications" }).click();
  await expect(item).toBeVisible();
  await expect(item).not.toContainText("(unread)");
});

test("an empty list says so", async ({ signedInPage: page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Notifications" }).click();
  await expect(page.getByText("No notifications yet")).toBeVisible();
});

test("visitors who are not signed in see no bell", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Notifications" })).toHaveCount(0);
});

test("the e-mail switch in account settings saves with a toast", async ({ signedInPage: page }) => {
  await page.goto("/settings");
  const toggle = page.getByRole("switch", { name: "Email me about replies, quotes and mentions" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expectToast(
    page,
    "Settings saved",
    "We will e-mail you about replies, quotes and mentions.",
  );
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  const saved = await page.request.get("/api/notifications/settings");
  expect(await saved.json()).toEqual({ emailNotifications: true });
});
