import type { Locator, Page } from "@playwright/test";
import { SITE_ROUTES } from "../src/shared/routes";
import { THEME_STORAGE_KEY, THEMES } from "../src/shared/themes";
import { violationsScan } from "./support/axe";
import { expect, test } from "./support/fixtures";

/**
 * Accessibility: axe-core on every public route at a phone and a desktop width, on the header's
 * open menus and on a dialog, failing on serious and critical findings; and the keyboard path
 * through the header, menus and dialogs (visible focus, sensible order, Escape hands focus back).
 */

const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

const FAILING_IMPACTS = new Set(["serious", "critical"]);

// Pages reached through parameters: real ids come from the API, the rest are any name (the
// pages not yet built show the planned page for every name).
const PARAMETER_EXAMPLES: Record<string, string> = {
  ":gameName": "minecraft",
  ":slug": "minecraft-beginner-guide",
};

const PUBLIC_PATHS = SITE_ROUTES.filter((route) => route.access === "public").map(
  (route) => route.path,
);

// Animations run to their end at once, so a scan never catches text in mid-fade.
test.use({ reducedMotion: "reduce" });

async function firstArticleId(page: Page): Promise<number> {
  const reply = await page.request.get("/api/blog?limit=1");
  expect(reply.ok(), "GET /api/blog?limit=1").toBe(true);
  const body = (await reply.json()) as { posts?: Array<{ id: number }> };
  const id = body.posts?.[0]?.id;
  expect(id, "a seeded article").toBeTruthy();
  return id as number;
}

async function firstCategorySlug(page: Page): Promise<string> {
  const reply = await page.request.get("/api/blog/categories");
  expect(reply.ok(), "GET /api/blog/categories").toBe(true);
  const body = (await reply.json()) as
    | Array<{ slug: string }>
    | { categories?: Array<{ slug: string }> };
  const slug = Array.isArray(body) ? body[0]?.slug : body.categories?.[0]?.slug;
  expect(slug, "a seeded category").toBeTruthy();
  return slug as string;
}

async function firstGuideId(page: Page): Promise<number> {
  const reply = await page.request.get("/api/guides");
  expect(reply.ok(), "GET /api/guides").toBe(true);
  const id = ((await reply.json()) as { guides?: Array<{ id: number }> }).guides?.[0]?.id;
  expect(id, "a seeded guide").toBeTruthy();
  return id as number;
}

/** The route's path with real values for its parameters. */
async function resolvePath(page: Page, path: string): Promise<string> {
  if (path === "/blog/:id") return `/blog/${await firstArticleId(page)}`;
  if (path === "/blog/category/:slug") return `/blog/category/${await firstCategorySlug(page)}`;
  // A guide is named by its id; any other name is an unknown guide (404).
  if (path === "/guides/:slug") return `/guides/${await firstGuideId(page)}`;
  return path.replace(/:\w+/g, (name) => PARAMETER_EXAMPLES[name] ?? "example");
}

/**
 * Waits until the page shows its content: a main heading and no loading spinner; then, for a
 * short while, for the data calls and skeletons to settle (a list may keep a skeleton for the
 * next page, which axe skips anyway: skeletons are aria-hidden).
 */
async function waitForContent(page: Page) {
  await expect(page.locator("main h1").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[role="status"][aria-label^="Loading"]:visible')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator("main .animate-pulse:visible"))
    .toHaveCount(0, { timeout: 3_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

interface AxeFinding {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

function describeFindings(where: string, findings: AxeFinding[]): string {
  const lines = findings.map((finding) => {
    const targets = finding.nodes
      .slice(0, 8)
      .map((node) => {
        // The first line of the summary names the measured colours, sizes or missing names.
        const reason = node.failureSummary?.split("\n")[1]?.trim() ?? "";
        return `      ${node.target.map(String).join(" ")}\n        ${reason}`;
      })
      .join("\n");
    const more = finding.nodes.length > 8 ? `\n      ...and ${finding.nodes.length - 8} more` : "";
    return `  [${finding.impact}] ${finding.id}: ${finding.help} (${finding.helpUrl})\n${targets}${more}`;
  });
  return `${where}: ${findings.length} serious or critical accessibility violation(s)\n${lines.join("\n")}`;
}

/** Runs axe on the page (or one part of it) and fails on serious and critical findings. */
async function expectNoSeriousViolations(page: Page, where: string, include?: string) {
  const results = await violationsScan(page, include).analyze();
  const findings = (results.violations as AxeFinding[]).filter((violation) =>
    FAILING_IMPACTS.has(violation.impact ?? ""),
  );
  expect(
    findings.map((finding) => finding.id),
    describeFindings(where, findings),
  ).toEqual([]);
}

test.describe("axe on every public route, signed out", () => {
  for (const size of WIDTHS) {
    for (const route of PUBLIC_PATHS) {
      test(`${route} at ${size.width} px has no serious or critical violations`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        const path = await resolvePath(page, route);
        await page.goto(path);
        await waitForContent(page);
        await expectNoSeriousViolations(page, `${path} at ${size.width} px`);
      });
    }
  }
});

test.describe("axe in every theme", () => {
  for (const theme of THEMES) {
    test(`the home page, an article and the sign-in page pass in the ${theme.name} theme`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.addInitScript(
        ([key, value]) => window.localStorage.setItem(key as string, value as string),
        [THEME_STORAGE_KEY, theme.id],
      );
      await page.setViewportSize({ width: 1280, height: 900 });
      const article = await resolvePath(page, "/blog/:id");
      for (const path of ["/", article, "/auth"]) {
        await page.goto(path);
        await waitForContent(page);
        await expect(page.locator("html")).toHaveClass(new RegExp(`theme-${theme.id}`));
        await expectNoSeriousViolations(page, `${path} in the ${theme.name} theme`);
      }
    });
  }
});

test.describe("axe on the header's open menus and dialogs", () => {
  test("the mobile menu and the search dialog at 390 px, signed out", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForContent(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("region", { name: "Mobile menu" })).toBeVisible();
    await expectNoSeriousViolations(page, "open mobile menu");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Open search" }).click();
    await expect(page.getByRole("dialog", { name: "Search GameHub" })).toBeVisible();
    await expectNoSeriousViolations(page, "open search dialog");
  });

  test("the user menu, theme selector and mobile menu, signed in", async ({
    signedInPage: page,
    user,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await waitForContent(page);
    const name = user.displayName || user.username;
    await page.getByRole("button", { name: `Account menu for ${name}` }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoSeriousViolations(page, "open user menu");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();

    await page.getByRole("button", { name: "Change theme" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoSeriousViolations(page, "open theme selector");
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("region", { name: "Mobile menu" })).toBeVisible();
    await expectNoSeriousViolations(page, "open mobile menu, signed in");
  });
});

/** The focused element's description, for readable failure messages. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "(body)";
    const name =
      element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
    return `${element.tagName.toLowerCase()} "${name}"`;
  });
}

/**
 * True when the element shows a focus ring: an outline, or a box-shadow ring (spread), at least
 * 2 px wide in a colour at least 60 % opaque; a faint tint does not count.
 */
async function hasVisibleFocusRing(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    function alphaOf(color: string): number {
      const slash = color.match(/\/\s*([\d.]+)(%?)\s*\)/);
      if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
      const rgba = color.match(/^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)/);
      if (rgba) return Number(rgba[1]);
      return color === "transparent" ? 0 : 1;
    }
    const style = getComputedStyle(element);
    const hasOutline =
      style.outlineStyle !== "none" &&
      Number.parseFloat(style.outlineWidth) >= 2 &&
      alphaOf(style.outlineColor) >= 0.6;
    const layers = [
      ...style.boxShadow.matchAll(
        /((?:rgba?|oklab|oklch|lab|lch|color)\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px/g,
      ),
    ];
    const hasShadowRing = layers.some(
      (layer) => Number(layer[5]) >= 2 && alphaOf(layer[1] as string) >= 0.6,
    );
    return hasOutline || hasShadowRing;
  });
}

async function expectFocusRing(page: Page, what: string) {
  const focused = page.locator(":focus");
  await expect(focused, `${what} has focus`).toHaveCount(1);
  // Polled: a ring may fade in with a short transition.
  await expect
    .poll(() => hasVisibleFocusRing(focused), {
      message: `${what} shows a focus ring`,
      timeout: 2_000,
    })
    .toBe(true);
}

test.describe("keyboard", () => {
  test("Tab walks the header in reading order at 1280 px, each stop with a focus ring", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about");
    await waitForContent(page);

    const expected = [
      "Skip to content",
      "GameHub home",
      "Search",
      "Search",
      "Change theme",
      "Login",
      "Home",
      "News",
      "Forum",
      "Top Games",
      "Retro",
      "Guides",
      "About",
      "Contact",
      "Games",
    ];
    const seen: string[] = [];
    for (const [index, name] of expected.entries()) {
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      const accessibleName = await focused.evaluate((element) => {
        const label = element.getAttribute("aria-label");
        if (label) return label;
        if (element instanceof HTMLInputElement) return element.placeholder || element.name;
        return element.textContent?.trim() ?? "";
      });
      seen.push(accessibleName);
      expect(accessibleName, `Tab stop ${index + 1} (so far: ${seen.join(" > ")})`).toContain(name);
      await expectFocusRing(page, `Tab stop ${index + 1} (${accessibleName})`);
    }
    // After the header, focus moves into the page.
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(
      () => document.activeElement?.closest("main, footer") !== null,
    );
    expect(inMain, `after the header focus went to ${await describeFocus(page)}`).toBe(true);
  });

  test("the theme selector opens from the keyboard, shows focus and Escape returns focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await waitForContent(page);
    const trigger = page.getByRole("button", { name: "Change theme" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitemradio").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitemradio").nth(1)).toBeFocused();
    await expectFocusRing(page, "the second theme");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expectFocusRing(page, "the theme button after Escape");
  });

  test("the user menu opens from the keyboard, shows focus and Escape returns focus", async ({
    signedInPage: page,
    user,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await waitForContent(page);
    const trigger = page.getByRole("button", {
      name: `Account menu for ${user.displayName || user.username}`,
    });
    await trigger.focus();
    await expectFocusRing(page, "the account button");
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Profile" })).toBeFocused();
    await expectFocusRing(page, "the Profile item");
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Achievements" })).toBeFocused();
    await expectFocusRing(page, "the Achievements item");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the mobile menu takes Tab in order and Escape returns focus to its button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForContent(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await expectFocusRing(page, "the menu button");
    await page.keyboard.press("Enter");
    const panel = page.getByRole("region", { name: "Mobile menu" });
    await expect(panel).toBeVisible();
    // The panel follows its button in the tab order.
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Home" })).toBeFocused();
    await expectFocusRing(page, "the first mobile menu link");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "News" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the search dialog keeps focus inside and Escape returns it to its button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForContent(page);
    const trigger = page.getByRole("button", { name: "Open search" });
    await trigger.focus();
    await expectFocusRing(page, "the search button");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Search GameHub" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("searchbox").or(dialog.getByRole("textbox"))).toBeFocused();
    await expectFocusRing(page, "the search field");
    // Focus stays in the dialog however far Tab goes.
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () => document.activeElement?.closest('[role="dialog"]') !== null,
      );
      expect(inside, `Tab ${step + 1} left the dialog for ${await describeFocus(page)}`).toBe(true);
      await expectFocusRing(page, `Tab ${step + 1} in the dialog`);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
