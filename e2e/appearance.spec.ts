import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Appearance settings: they apply at once, are kept in this
 * browser across a reload, and Reset restores the defaults.
 */

function rootFontSize(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
}

test("font size and reduced motion apply at once, survive a reload and reset", async ({
  signedInPage: page,
}) => {
  await page.goto("/profile/appearance");

  const panel = page.getByRole("region", { name: "Theme Customization" });
  const fontSize = panel.getByRole("slider", { name: "Font size" });
  await expect(fontSize).toHaveAttribute("aria-valuenow", "100");
  expect(await rootFontSize(page)).toBe("16px");

  // Keyboard only: two steps of 5 % up.
  await fontSize.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(fontSize).toHaveAttribute("aria-valuenow", "110");
  await expect(fontSize).toHaveAttribute("aria-valuetext", "110%");
  await expect(panel.getByText("110%", { exact: true })).toBeVisible();
  await expect.poll(() => rootFontSize(page)).toBe("17.6px");

  const reducedMotion = panel.getByRole("switch", { name: "Reduced motion" });
  await expect(reducedMotion).not.toBeChecked();
  await reducedMotion.focus();
  await page.keyboard.press("Space");
  await expect(reducedMotion).toBeChecked();
  await expect(page.locator("html")).toHaveClass(/\breduce-motion\b/);

  await page.reload();
  await expect(fontSize).toHaveAttribute("aria-valuenow", "110");
  await expect(reducedMotion).toBeChecked();
  await expect(page.locator("html")).toHaveClass(/\breduce-motion\b/);
  expect(await rootFontSize(page)).toBe("17.6px");

  await panel.getByRole("button", { name: "Reset to defaults" }).click();
  await expect(fontSize).toHaveAttribute("aria-valuenow", "100");
  await expect(panel.getByText("100%", { exact: true })).toBeVisible();
  await expect(reducedMotion).not.toBeChecked();
  await expect(page.locator("html")).not.toHaveClass(/\breduce-motion\b/);
  await expect.poll(() => rootFontSize(page)).toBe("16px");

  // Nothing of the reset settings is left in storage, so another reload stays at the defaults.
  await page.reload();
  await expect(fontSize).toHaveAttribute("aria-valuenow", "100");
  expect(await rootFontSize(page)).toBe("16px");
});
