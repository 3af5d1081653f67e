import { expect, type Locator, type Page, type Request } from "@playwright/test";
import { SITE_ROUTES } from "../src/shared/routes";
import { test } from "./support/fixtures";
import {
  openHydrated,
  waitForHydration,
  waitForSubmissionHeldAgain,
  watchHeldSubmissions,
} from "./support/hydration";
import { waitForSettled } from "./support/settle";
import { toastRegion } from "./support/toasts";

/**
 * Pages arrive rendered by the server and the browser takes them over (hydration): no console
 * error or warning on any public page (React reports a mismatch between the server's HTML and
 * the browser's first render there), buttons work afterwards, and what the server sent is not
 * asked for again.
 */

interface PageWatch {
  problems: string[];
  apiReads: string[];
}

function watch(page: Page): PageWatch {
  const watched: PageWatch = { problems: [], apiReads: [] };
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      watched.problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => watched.problems.push(`page error: ${error.message}`));
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) watched.apiReads.push(`${url.pathname}${url.search}`);
  });
  return watched;
}

/**
 * What Chromium's Issues panel reports against the Content-Security-Policy. A blocked eval
 * that the page catches (a library probing whether it may compile code) never reaches the
 * console, yet Lighthouse counts it against best practices.
 */
async function watchPolicyIssues(page: Page): Promise<string[]> {
  const issues: string[] = [];
  const session = await page.context().newCDPSession(page);
  session.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue") {
      issues.push(
        `${page.url()}: ${JSON.stringify(issue.details.contentSecurityPolicyIssueDetails)}`,
      );
    }
  });
  await session.send("Audits.enable");
  return issues;
}

async function samplePaths(page: Page): Promise<Record<string, string>> {
  const list = await (await page.request.get("/api/blog?limit=1")).json();
  const categories = (await (await page.request.get("/api/blog/categories")).json()) as {
    slug: string;
    postCount: number;
  }[];
  const category = categories.find((entry) => entry.postCount > 0) ?? categories[0];
  const updates = await (await page.request.get("/api/developer-updates")).json();
  const guides = await (await page.request.get("/api/guides")).json();
  return {
    id: String(list.posts[0].id),
    slug: category?.slug ?? "gaming-news",
    gameName: "minecraft",
    // /developer-updates/:slug names an update, not a category (an unknown one answers 404).
    updateSlug: updates.updates[0].slug,
    // /guides/:slug names a guide by its id (an unknown one answers 404).
    guideId: String(guides.guides[0].id),
  };
}

test("every public page hydrates without a console error, a warning or a blocked script", async ({
  page,
}) => {
  // About 35 pages, each opened until hydrated: 40 s on a quiet machine, past 120 s when the
  // other browser worker runs the admin editors' tests beside it.
  test.setTimeout(240_000);
  const policyIssues = await watchPolicyIssues(page);
  const params = await samplePaths(page);
  const paths = SITE_ROUTES.filter((route) => route.access === "public").map((route) =>
    route.path
      .replace("/developer-updates/:slug", "/developer-updates/:updateSlug")
      .replace("/guides/:slug", "/guides/:guideId")
      .replace(/:(\w+)/g, (_, name: string) => params[name] ?? name),
  );
  const watched = watch(page);
  for (const path of paths) {
    watched.problems.length = 0;
    await openHydrated(page, path);
    // Effects that run after hydration (a late mismatch, a failed read) report before this.
    await waitForSettled(page);
    expect(watched.problems, path).toEqual([]);
  }
  expect(policyIssues).toEqual([]);
});

test("an anonymous visit asks nothing the server already sent, not even who is signed in", async ({
  page,
}) => {
  const watched = watch(page);
  await openHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await openHydrated(page, "/blog");
  await waitForSettled(page);
  expect(watched.apiReads.filter((read) => read.startsWith("/api/user"))).toEqual([]);
  expect(watched.apiReads.filter((read) => read.startsWith("/api/blog?"))).toEqual([]);
  expect(watched.problems).toEqual([]);
});

test("an article arrives with its comments: the browser reads neither, nor loads zod", async ({
  page,
}) => {
  const { id } = await samplePaths(page);
  const watched = watch(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await openHydrated(page, `/blog/${id}`);
  await expect(page.getByRole("heading", { name: /comments/i })).toBeVisible();
  await waitForSettled(page);
  expect(watched.apiReads.filter((read) => read.startsWith(`/api/blog/${id}`))).toEqual([]);
  // zod builds into a chunk named after its schemas module; the first view must not need it.
  expect(scripts.filter((path) => /\/assets\/schemas-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(watched.problems).toEqual([]);
});

test("a form sent before the page is taken over waits for the app instead of reloading", async ({
  page,
}) => {
  // The app's entry script is held back, so the server's HTML stays without handlers.
  const releaseEntry = await holdEntryScript(page);
  await page.goto("/blog", { waitUntil: "domcontentloaded" });
  await watchHeldSubmissions(page);
  const search = page.getByRole("searchbox", { name: "Search the site" });
  await search.fill("halo");
  await search.press("Enter");
  // The browser did not send it itself (that would reload /blog?q=halo).
  await waitForSubmissionHeldAgain(page);
  expect(page.url()).toMatch(/\/blog$/);
  await expect(search).toHaveValue("halo");

  releaseEntry();
  await expect(page).toHaveURL(/\/search\?q=halo$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
});

/**
 * Holds back the app's entry script until the returned function is called: the server's page
 * shows, but nothing has taken it over, as on a phone-speed CPU in its first seconds.
 */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Presses `button` while the page is not taken over yet; it shows it is waiting. */
async function pressBeforeHydration(page: Page, button: Locator): Promise<void> {
  await button.click();
  await expect(button).toHaveAttribute("aria-busy", "true");
  // Held, not carried out: the app cannot take the page over while its entry script is held.
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
}

test.describe("a button pressed before the page is taken over acts once it is", () => {
  test("New Discussion opens its dialog", async ({ signedInPage: page }) => {
    const release = await holdEntryScript(page);
    await page.goto("/forum", { waitUntil: "domcontentloaded" });
    const button = page.getByRole("button", { name: "New Discussion" });
    await pressBeforeHydration(page, button);

    release();
    await expect(page.getByRole("dialog", { name: "Start a New Discussion" })).toBeVisible();
    // The busy look is gone with the wait (the button itself is now behind the modal dialog).
    await expect(page.locator("#root [data-held-click], #root [aria-busy]")).toHaveCount(0);
  });

  test("Like on an article likes it, once", async ({ signedInPage: page }) => {
    const list = await (await page.request.get("/api/blog?limit=14")).json();
    const post = list.posts[11] as { id: number };
    const release = await holdEntryScript(page);
    await page.goto(`/blog/${post.id}`, { waitUntil: "domcontentloaded" });
    const like = page.getByTestId("like-button");
    await expect(like).toHaveAttribute("aria-pressed", "false");
    // Two presses while waiting are one: the last press is the one carried out.
    await pressBeforeHydration(page, like);
    await like.click();

    release();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(toastRegion(page)).toContainText("Liked!");
    // The second press was the same one: once every reply is in, the article is still liked.
    await waitForSettled(page);
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
  });

  test("Submit Feedback opens its dialog", async ({ signedInPage: page }) => {
    const release = await holdEntryScript(page);
    await page.goto("/community-feedback", { waitUntil: "domcontentloaded" });
    await pressBeforeHydration(page, page.getByRole("button", { name: "Submit Feedback" }));

    release();
    await expect(page.getByRole("dialog", { name: "Submit Feedback" })).toBeVisible();
  });
});

test.describe("what is typed before the page is taken over reaches its forms", () => {
  test("the news search searches the words typed", async ({ page }) => {
    const release = await holdEntryScript(page);
    await page.goto("/blog", { waitUntil: "domcontentloaded" });
    const search = page.getByRole("main").getByRole("searchbox", { name: "Search articles" });
    await search.fill("Speedrunning");

    release();
    await waitForHydration(page);
    await expect(search).toHaveValue("Speedrunning");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=Speedrunning/);
    await expect(page.getByRole("heading", { name: /Speedrunning 101/ })).toBeVisible();
  });

  test("a filter chosen before then filters the list", async ({ page }) => {
    const release = await holdEntryScript(page);
    await page.goto("/game-guides", { waitUntil: "domcontentloaded" });
    await page.getByRole("combobox", { name: "Difficulty" }).selectOption("Advanced");
    expect(page.url()).not.toMatch(/difficulty=/);

    release();
    await expect(page).toHaveURL(/difficulty=Advanced/);
    const cards = page.getByRole("region", { name: "Guides" }).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNot: page.getByText("Advanced", { exact: true }) })).toHaveCount(
      0,
    );
  });

  test("the register form checks the values typed, not empty fields", async ({ page }) => {
    const release = await holdEntryScript(page);
    await page.goto("/auth?tab=register", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Register" });
    await form.getByLabel("Username", { exact: true }).fill("early_typist");
    await form.getByLabel("Email", { exact: true }).fill("early@example.com");
    await form.getByLabel("Password", { exact: true }).fill("Early-bird1");

    release();
    await waitForHydration(page);
    await form.getByRole("button", { name: "Create account" }).click();
    // Only what was left out is refused: the confirmation and the terms.
    await expect(form.getByText("You must accept the terms and conditions")).toBeVisible();
    await expect(form.getByLabel("Confirm password", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    for (const label of ["Username", "Email", "Password"]) {
      await expect(form.getByLabel(label, { exact: true })).not.toHaveAttribute(
        "aria-invalid",
        "true",
      );
    }
  });
});

test("client navigation reuses what the server sent", async ({ page }) => {
  const watched = watch(page);
  await openHydrated(page, "/blog");
  const firstTitle = page.getByTestId("article-list").getByRole("heading").first();
  await expect(firstTitle).toBeVisible();
  // Away to an article (read in the browser, it was not on the server's page) and back.
  await firstTitle.click();
  await expect(page).toHaveURL(/\/blog\/\d+/);
  await page.goBack();
  await expect(page.getByTestId("article-list")).toBeVisible();
  await waitForSettled(page);
  expect(watched.apiReads.filter((read) => read.startsWith("/api/blog?"))).toEqual([]);
});

test("pointing at a link starts loading its page before the click", async ({ page }) => {
  await openHydrated(page, "/");
  const forumChunk = page.waitForRequest((request) =>
    /\/assets\/forum-page-[\w-]+\.js$/.test(new URL(request.url()).pathname),
  );
  await page
    .getByRole("navigation")
    .getByRole("link", { name: "Forum", exact: true })
    .first()
    .hover();
  await forumChunk;
  await expect(page).toHaveURL(/\/$/);
});

test("buttons work once the page is hydrated", async ({ page }) => {
  await openHydrated(page, "/blog");
  // Liking needs an account: a signed-out reader is told so by a toast.
  await page.getByRole("button", { name: /like/i }).first().click();
  await expect(page.getByText(/sign in/i).first()).toBeVisible();
});

test("a signed-in page carries its user: the menu is in the HTML and /api/user is not asked", async ({
  signedInPage: page,
  user,
}) => {
  const html = await (await page.request.get("/")).text();
  expect(html).toContain(user.username);
  const watched = watch(page);
  await openHydrated(page, "/");
  await waitForSettled(page);
  expect(watched.apiReads.filter((read) => read === "/api/user")).toEqual([]);
  expect(watched.problems).toEqual([]);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor can read the home page, the news list and an article", async ({ page }) => {
    const list = await (await page.request.get("/api/blog?limit=1")).json();
    const first = list.posts[0] as { id: number; title: string };

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Latest News" })).toContainText(first.title);

    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Gaming News" })).toBeVisible();
    await expect(page.getByText(first.title).first()).toBeVisible();

    await page.goto(`/blog/${first.id}`);
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByTestId("article-content").locator("p").first()).toBeVisible();
  });
});
