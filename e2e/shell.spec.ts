import type { Page } from "@playwright/test";
import { renderPagesInBrowser } from "./support/browser-render";
import { expect, test } from "./support/fixtures";
import { waitForSettled } from "./support/settle";
import { toastRegion } from "./support/toasts";

/**
 * The site shell: header and menus, guards, theme, footer newsletter, mobile menu, logout
 * toasts, toast timing and breakpoints.
 */

const NAV = [
  { name: "Home", href: "/" },
  { name: "News", href: "/blog" },
  { name: "Forum", href: "/forum" },
  { name: "Top Games", href: "/top-games" },
  { name: "Retro", href: "/retro-games" },
  { name: "Guides", href: "/game-guides" },
  { name: "About", href: "/about" },
  { name: "Contact", href: "/contact" },
  { name: "Games", href: "/games" },
];

const SIGNED_IN_USER = {
  id: 7,
  username: "pixelqueen",
  displayName: "Pixel Queen",
  avatar: null,
  email: "pixel@example.com",
  createdAt: "2025-01-01T00:00:00.000Z",
  isAdmin: false,
  isVerified: true,
  isTwoFactorEnabled: false,
  level: 12,
  points: 12345,
  experience: 1234567,
};

async function mockUser(page: Page, user: object | null) {
  await renderPagesInBrowser(page);
  await page.route("**/api/user", (route) =>
    user ? route.fulfill({ json: user }) : route.fulfill({ status: 401, body: "Unauthorized" }),
  );
}

test.describe("header navigation", () => {
  test("links every section of the site and marks the current one", async ({ page }) => {
    await page.goto("/forum");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of NAV) {
      await expect(nav.getByRole("link", { name: link.name, exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    await expect(nav.getByRole("link", { name: "Forum" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");

    await nav.getByRole("link", { name: "Top Games" }).click();
    await expect(page).toHaveURL(/\/top-games$/);
    await expect(page).toHaveTitle("Top Games | GameHub");
    await expect(nav.getByRole("link", { name: "Top Games" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  for (const path of ["/blog", "/blog/anything", "/blog/categories"]) {
    test(`keeps News highlighted on ${path}`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "News" })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    });
  }

  test("logo links home and the skip link jumps to the content", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("link", { name: "GameHub home" })).toHaveAttribute("href", "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("starts a new page at the top and titles it from the route table", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle("About Us | GameHub");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Live Streams" }).click();
    await expect(page).toHaveURL(/\/live-streams$/);
    await expect(page).toHaveTitle("Live Gaming Streams | GameHub");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home" })
      .click();
    await expect(page).toHaveTitle("GameHub");
  });

  test("desktop search box opens the search page on Enter", async ({ page }) => {
    await page.goto("/forum");
    const search = page.getByRole("search").getByRole("searchbox", { name: "Search the site" });
    await search.fill("elden ring");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=elden%20ring$/);
  });
});

test.describe("theme selector", () => {
  test("applies, stores and keeps the chosen theme across a reload", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("html")).toHaveClass(/\btheme-battleroyal\b/);

    await page.getByRole("button", { name: "Change theme" }).click();
    const items = page.getByRole("menuitemradio");
    await expect(items).toHaveCount(4);
    await expect(
      page.getByRole("menuitemradio", { name: /Magical worlds and epic quests/ }),
    ).toBeVisible();
    await page.getByRole("menuitemradio", { name: /Sci-Fi/ }).click();
    await expect(page.getByRole("menu")).toBeHidden();

    await expect(page.locator("html")).toHaveClass(/\btheme-scifi\b/);
    await expect(page.locator("html")).not.toHaveClass(/\btheme-battleroyal\b/);
    expect(await page.evaluate(() => localStorage.getItem("preferred-theme"))).toBe("scifi");

    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\btheme-scifi\b/);
    await page.getByRole("button", { name: "Change theme" }).click();
    await expect(page.getByRole("menuitemradio", { name: /Sci-Fi/ })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });

  test("closes on a click outside without changing the theme", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Change theme" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(page.locator("html")).toHaveClass(/\btheme-battleroyal\b/);
  });

  test("falls back to battleroyal when the stored theme is unknown", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("preferred-theme", "neon-nonsense"));
    await page.goto("/about");
    await expect(page.locator("html")).toHaveClass(/\btheme-battleroyal\b/);
    await expect(page.locator("html")).not.toHaveClass(/neon-nonsense/);
  });
});

test.describe("mobile header at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("fits the screen without sideways scrolling", async ({ page }) => {
    await page.goto("/forum");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    // Measure the settled layout: web fonts replace the wider fallback font once loaded.
    const overflow = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.documentElement.scrollWidth - document.documentElement.clientWidth;
    });
    expect(overflow).toBe(0);
  });

  test("menu shows the links, Login and Register, and closes on navigation", async ({ page }) => {
    await page.goto("/forum");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();

    const menu = page.getByRole("region", { name: "Mobile menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(menu.getByRole("link", { name: "Retro Arcade" })).toHaveAttribute(
      "href",
      "/retro-games",
    );
    await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth");
    await expect(menu.getByRole("link", { name: "Register" })).toHaveAttribute(
      "href",
      "/auth?tab=register",
    );
    await expect(menu.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );

    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });

  test("menu's Register opens the Register tab, Login the Login tab", async ({ page }) => {
    await page.goto("/forum");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("region", { name: "Mobile menu" })
      .getByRole("link", { name: "Register" })
      .click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    await expect(page.getByRole("form", { name: "Register" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Login" })).toHaveCount(0);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("region", { name: "Mobile menu" })
      .getByRole("link", { name: "Login" })
      .click();
    await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
  });

  test("menu closes on a click outside", async ({ page }) => {
    await page.goto("/forum");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("region", { name: "Mobile menu" });
    await expect(menu).toBeVisible();
    await page.mouse.click(195, 835);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/forum$/);
  });

  test("search overlay takes focus, searches and closes on Escape", async ({ page }) => {
    await page.goto("/forum");
    await page.getByRole("button", { name: "Open search" }).click();
    const input = page.getByRole("dialog").getByRole("searchbox");
    await expect(input).toHaveAttribute("placeholder", "Search games, news, guides...");
    await expect(input).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.getByRole("button", { name: "Open search" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close search" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.getByRole("button", { name: "Open search" }).click();
    await page.getByRole("dialog").getByRole("searchbox").fill("rust");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=rust$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("guards", () => {
  test("sends a signed-out visitor from /profile to /auth, remembering where they were going", async ({
    page,
  }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
  });
});

test.describe("user menu", () => {
  test("shows Login for a signed-out visitor", async ({ page }) => {
    await mockUser(page, null);
    await page.goto("/forum");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "/auth",
    );
  });

  test("shows the signed-in user's details, stats and links, and logs out", async ({ page }) => {
    let isSignedIn = true;
    await renderPagesInBrowser(page);
    await page.route("**/api/user", (route) =>
      isSignedIn
        ? route.fulfill({ json: SIGNED_IN_USER })
        : route.fulfill({ status: 401, body: "Unauthorized" }),
    );
    await page.route("**/api/logout", (route) => {
      isSignedIn = false;
      return route.fulfill({ json: {} });
    });
    await page.goto("/forum");
    const trigger = page.getByRole("button", { name: "Account menu for Pixel Queen" });
    await expect(trigger).toContainText("PI");
    await trigger.click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText("Pixel Queen");
    await expect(menu).toContainText("pixel@example.com");
    await expect(menu.getByLabel("Verified")).toBeVisible();
    await expect(menu).toContainText("12,345");
    await expect(menu).toContainText("1,234,567");
    await expect(menu.getByText("12", { exact: true })).toHaveClass(/text-purple-400/);
    await expect(menu.getByRole("menuitem", { name: "Profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
    await expect(menu.getByRole("menuitem", { name: "Achievements" })).toHaveAttribute(
      "href",
      "/profile/achievements",
    );
    await expect(menu.getByRole("menuitem", { name: "Settings" })).toHaveAttribute(
      "href",
      "/settings",
    );
    await expect(menu.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);

    await menu.getByRole("menuitem", { name: "Log out" }).click();
    await expect(toastRegion(page).getByText("Logged out successfully")).toBeVisible();
    await expect(
      toastRegion(page).getByText("You have been logged out of your account."),
    ).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  });

  test("offers the Admin Panel to admins", async ({ page }) => {
    await mockUser(page, { ...SIGNED_IN_USER, isAdmin: true });
    await page.goto("/forum");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toHaveAttribute(
      "href",
      "/admin",
    );
  });
});

test("the footer's social links are named, open in a new tab and draw their platform's mark", async ({
  page,
}) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  for (const platform of ["Discord", "Facebook", "TikTok", "Twitter"]) {
    const link = footer.getByRole("link", {
      name: `GameHub on ${platform} (opens in a new tab)`,
    });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    // The mark is a CSS mask on a file the build names by its hash: it must answer, as SVG,
    // cached for a year.
    const mask = await link
      .locator("span[aria-hidden]")
      .evaluate((node) => getComputedStyle(node).maskImage);
    const address = /url\("?([^")]+)"?\)/.exec(mask)?.[1] ?? "";
    expect(address).toMatch(/\/assets\/social-[a-z]+-[\w-]+\.svg$/);
    const reply = await page.request.get(address);
    expect(reply.status()).toBe(200);
    expect(reply.headers()["content-type"]).toContain("image/svg+xml");
    expect(reply.headers()["cache-control"]).toContain("immutable");
    expect(await reply.text()).toContain("<path d=");
  }
});

test.describe("footer newsletter", () => {
  function newsletter(page: Page) {
    return page.getByRole("form", { name: "Newsletter" });
  }

  test("ignores a blank address", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/newsletter")) posts.push(request.url());
    });
    await page.goto("/about");
    await newsletter(page).getByLabel("Email address").fill("   ");
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
    await waitForSettled(page);
    expect(posts).toHaveLength(0);
    await expect(toastRegion(page).getByRole("listitem")).toHaveCount(0);
  });

  test("subscribes a valid address and clears the field", async ({ page }) => {
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto("/about");
    const input = newsletter(page).getByLabel("Email address");
    await input.fill(email);
    const request = page.waitForRequest("**/api/newsletter");
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
    expect((await request).postDataJSON()).toEqual({ email });
    await expect(toastRegion(page).getByText("Success!")).toBeVisible();
    await expect(
      toastRegion(page).getByText("You've been subscribed to our newsletter."),
    ).toBeVisible();
    // The subscription needs its confirmation link, so the toast says the e-mail is coming.
    await expect(
      toastRegion(page).getByText("A confirmation e-mail is on its way", { exact: false }),
    ).toBeVisible();
    await expect(input).toHaveValue("");
  });

  test("reports a server failure and keeps the typed address", async ({ page }) => {
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({ status: 500, body: "Internal Server Error" }),
    );
    await page.goto("/about");
    const input = newsletter(page).getByLabel("Email address");
    await input.fill("keep.me@example.com");
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(toastRegion(page).getByText("Error", { exact: true })).toBeVisible();
    await expect(
      toastRegion(page).getByText("Failed to subscribe. Please try again."),
    ).toBeVisible();
    await expect(input).toHaveValue("keep.me@example.com");
  });

  test("disables the button with a spinner while submitting", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/newsletter", async (route) => {
      await held;
      await route.fulfill({ json: { subscribed: true } });
    });
    await page.goto("/about");
    await newsletter(page).getByLabel("Email address").fill("slow@example.com");
    const button = newsletter(page).getByRole("button", { name: /Subscribe/ });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button.getByRole("status", { name: "Subscribing" })).toBeVisible();
    release();
    await expect(button).toBeEnabled();
  });
});

test.describe("toasts", () => {
  test("show one at a time and close after about 5 seconds", async ({ page }) => {
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({ status: 500, body: "Internal Server Error" }),
    );
    await page.goto("/about");
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Email address").fill("twice@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const toasts = toastRegion(page).getByRole("listitem");
    await expect(toasts).toHaveCount(1);
    const secondReply = page.waitForResponse("**/api/newsletter");
    await form.getByRole("button", { name: "Subscribe" }).click();
    // Taken before the second toast can exist: a busy machine only makes it look younger at
    // the checks below, never older, so it cannot close "early" for reasons of load.
    const shownAt = Date.now();
    await secondReply;
    await waitForSettled(page);
    await expect(toasts).toHaveCount(1);

    // Radix pauses the timer while the pointer is over the toast: keep it away.
    await page.mouse.move(5, 5);
    // A toast's lifetime is what is tested: it must still be there 3.5 s after it was shown.
    await page.waitForTimeout(Math.max(0, shownAt + 3500 - Date.now()));
    await expect(toasts).toHaveCount(1);
    // Generous upper bound: on a loaded CI machine timers and rendering run late.
    await expect(toasts).toHaveCount(0, { timeout: 9000 });
    const closedAfter = Date.now() - shownAt;
    expect(closedAfter).toBeGreaterThan(3500);
    expect(closedAfter).toBeLessThan(12_500);
  });
});
