import { expect, test } from "./support/fixtures";

/** TOOLTIP_DELAY_MS of src/client/components/ui/tooltip.tsx (a React module, not loaded here). */
const TOOLTIP_DELAY_MS = 700;

/**
 * Menus, dialogs, toasts and tooltips load on first use (a light trigger first, then the Radix
 * part): keyboard use is the same as with Radix from the start.
 */

test("the theme menu opens from the keyboard on its first item; Escape returns focus", async ({
  page,
}) => {
  await page.goto("/forum");
  await page.getByRole("button", { name: "Change theme" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitemradio").first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitemradio").nth(1)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(page.getByRole("button", { name: "Change theme" })).toBeFocused();
  // Opened again, by Radix's own trigger.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitemradio").first()).toBeFocused();
});

test("a tooltip waits 700 ms on hover and describes its button", async ({ page }) => {
  await page.goto("/forum");
  const trigger = page.getByRole("button", { name: "Change theme" });
  // Timed from before the pointer arrives: a busy machine only makes the wait look longer, so
  // this fails only when the tooltip opens early.
  const hoverStarted = Date.now();
  await trigger.hover();
  await expect(page.getByRole("tooltip")).toHaveText("Change theme", { timeout: 5000 });
  expect(Date.now() - hoverStarted).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS);
  await expect(trigger).toHaveAttribute("aria-describedby", /.+/);
  await page.mouse.move(5, 400);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});

test("the account menu opens with Space on its first item and logs out", async ({
  signedInPage: page,
}) => {
  await page.goto("/forum");
  await page.getByRole("button", { name: /Account menu/ }).focus();
  await page.keyboard.press(" ");
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeFocused();
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    "Logged out successfully",
  );
});

test("F8 focuses the notifications region before any toast", async ({ page }) => {
  await page.goto("/forum");
  const viewport = page.getByRole("region", { name: /Notifications/ }).getByRole("list");
  // Pressed again until the page has hydrated and listens.
  await expect(async () => {
    await page.keyboard.press("F8");
    await expect(viewport).toBeFocused({ timeout: 1000 });
  }).toPass();
});

test("the mobile search opens from the keyboard and Escape returns focus", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/forum");
  await page.getByRole("button", { name: "Open search" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog").getByRole("searchbox")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("button", { name: "Open search" })).toBeFocused();
});

test("a blog card's share menu opens with ArrowDown on Copy link", async ({ page }) => {
  await page.goto("/blog");
  await page
    .getByRole("button", { name: /^Share “/ })
    .first()
    .focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Copy link" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: /^Share “/ }).first()).toBeFocused();
});
