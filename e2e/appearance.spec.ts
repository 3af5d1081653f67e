import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Appearance settings: they apply at once, are kept in this
 * browser across a reload, and Reset restores the defaults.
 */

// The other browser tests run with the system's reduced motion (playwright.config.ts); these
// test the motion settings, so they start from a system that asks for none.
test.use({ reducedMotion: "no-preference" });

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

test("the stored theme and appearance are on the first paint, before any of the app's script", async ({
  page,
}) => {
  // The app's own modules never run: the look must come from theme-init.js and CSS alone.
  let blocked = 0;
  await page.route("**/assets/**/*.js", (route) => {
    blocked += 1;
    return route.abort();
  });
  await page.addInitScript(() => {
    localStorage.setItem("preferred-theme", "fantasy");
    localStorage.setItem(
      "appearance-settings",
      JSON.stringify({ fontSize: 125, contrast: "high", reducedMotion: true, darkMode: false }),
    );
    // What <html> carries once the document is parsed, before the page could have painted
    // from a module (modules run just before DOMContentLoaded).
    document.addEventListener("DOMContentLoaded", () => {
      const root = document.documentElement;
      Object.assign(window, {
        atFirstPaint: { classes: [...root.classList], style: root.getAttribute("style") ?? "" },
      });
    });
  });

  // Not the fixture's wait for the app to take over the page: its scripts are blocked here.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.waitForLoadState("load");
  // The app's scripts are asked for after the page has loaded and painted, and blocked.
  await expect.poll(() => blocked).toBeGreaterThan(0);

  const first = await page.evaluate(
    () =>
      (window as unknown as { atFirstPaint: { classes: string[]; style: string } }).atFirstPaint,
  );
  expect(first.classes).toEqual(
    expect.arrayContaining(["theme-fantasy", "reduce-motion", "light-mode", "backdrop-waiting"]),
  );
  expect(first.classes).not.toContain("theme-battleroyal");
  expect(first.style).toContain("font-size: 125%");
  expect(first.style).toContain("filter: contrast(1.2)");

  // The stylesheet turns them into the look: root size, theme colours and backdrop.
  const look = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return {
      fontSize: root.fontSize,
      primary: root.getPropertyValue("--primary").trim(),
      backdrop: root.getPropertyValue("--bg-jpg"),
    };
  });
  expect(look.fontSize).toBe("20px");
  expect(look.primary).toBe("#9333ea");
  expect(look.backdrop).toContain("/images/backgrounds/fantasy.jpg");
  // The backdrop picture of the stored theme shows once the page is painted (start-app.js lifts
  // backdrop-waiting), even with the app's own scripts blocked.
  await expect(page.locator("html")).not.toHaveClass(/\bbackdrop-waiting\b/);
  await expect(page.locator(".site-bg-image")).toHaveCSS(
    "background-image",
    /fantasy\.[0-9a-f]+\.\d+\.avif|fantasy\.(webp|jpg)/,
  );
});

test.describe("with the system set to reduce motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the backdrop's particles stop without the site's own switch", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/\breduce-motion\b/);
    const particle = page.locator(".site-bg-particle").first();
    await expect(particle).toHaveCSS("animation-iteration-count", "1");
    await expect(particle).toHaveCSS("animation-duration", "1e-05s");
  });
});

test("with no motion preference the backdrop's particles keep moving", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(".site-bg-particle").first()).toHaveCSS(
    "animation-iteration-count",
    "infinite",
  );
});
