import type { Page, Request } from "@playwright/test";
import type { ForumCategory, ThreadListReply } from "../src/shared/forum";
import type { ForumTrendingTopic, SocialPost } from "../src/shared/social";
import { seriousViolations } from "./support/axe";
import { watchConsole } from "./support/console";
import { expect, test } from "./support/fixtures";
import { openHydrated, waitForHydration } from "./support/hydration";
import { must } from "./support/seed";
import { waitForSettled } from "./support/settle";
import { expectToast } from "./support/toasts";

/**
 * The forum page /forum: a hero and four tabs over the demo forum the server seeds (categories,
 * discussions, trending topics and social posts). The tab and the filters live in the address.
 */

// The shared test machine is slow at times: a whole flow here can take a minute there.
test.describe.configure({ timeout: 90_000 });

const TAB_NAMES = ["Discussions", "Categories", "Trending", "Social Hub"];

async function openForum(page: Page, path = "/forum") {
  await openHydrated(page, path);
}

function threadCards(page: Page) {
  return page.getByTestId("thread-list").getByTestId("thread-card");
}

function threadTitles(page: Page) {
  return threadCards(page).getByRole("heading", { level: 3 });
}

async function apiJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

test("an anonymous visitor sees the hero, the four tabs and the discussions, but no New Discussion button", async ({
  page,
}) => {
  await openForum(page);
  await expect(page.getByRole("heading", { level: 1, name: "Community Forum" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(TAB_NAMES);
  await expect(page.getByRole("tab", { name: "Discussions" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(threadCards(page).first()).toBeVisible();
  // The seed has more than one page of discussions: 20 now, more behind "Load more".
  await expect(threadCards(page)).toHaveCount(20);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect.poll(() => threadCards(page).count()).toBeGreaterThan(20);
  await expect(page.getByRole("button", { name: "New Discussion" })).toHaveCount(0);
});

test("a discussion card links to its page and shows its category, author, counts and badges", async ({
  page,
}) => {
  const { threads } = await apiJson<ThreadListReply>(page, "/api/forum/threads?sortBy=latest");
  const sticky = must(
    threads.find((thread) => thread.isSticky),
    "pinned discussion",
  );
  await openForum(page);
  const card = threadCards(page).filter({ hasText: sticky.title ?? "" });
  await expect(card.getByRole("link", { name: sticky.title })).toHaveAttribute(
    "href",
    `/forum/thread/${sticky.id}`,
  );
  await expect(card).toContainText(sticky.category.name ?? "");
  await expect(card).toContainText("Pinned");
  await expect(card).toContainText(`by ${sticky.author.username}`);
  await expect(card.getByTitle("replies")).toHaveText(`${sticky.replies} replies`);
  await expect(card.getByTitle("views")).toHaveText(
    `${sticky.views.toLocaleString("en-US")} views`,
  );
  // After hydration the date becomes relative ("3d ago").
  await expect(card.locator("time")).toHaveText(/ago$|just now/);
});

test("the category filter and the sort change the list and the address", async ({ page }) => {
  const categories = await apiJson<ForumCategory[]>(page, "/api/forum/categories");
  const category = must(
    categories.find((entry) => entry.threadCount > 1 && entry.threadCount < 20),
    "category with a few discussions",
  );
  await openForum(page);

  await page.getByLabel("Category").selectOption({ label: category.name });
  await expect(page).toHaveURL(new RegExp(`[?&]category=${category.id}(&|$)`));
  await expect(page.getByRole("heading", { level: 2, name: category.name })).toBeVisible();
  await expect(threadCards(page)).toHaveCount(category.threadCount);
  for (const card of await threadCards(page).all()) await expect(card).toContainText(category.name);

  await page.getByLabel("Category").selectOption({ label: "All Categories" });
  await expect(page).not.toHaveURL(/category=/);

  const popular = await apiJson<ThreadListReply>(page, "/api/forum/threads?sortBy=popular");
  await page.getByLabel("Sort by").selectOption({ label: "Popular" });
  await expect(page).toHaveURL(/[?&]sort=popular(&|$)/);
  await expect(threadTitles(page).first()).toHaveText(popular.threads[0]?.title ?? "");
  await expect(threadTitles(page).nth(1)).toHaveText(popular.threads[1]?.title ?? "");

  // The server renders the same view from the address.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Sort by")).toHaveValue("popular");
  await expect(threadTitles(page).first()).toHaveText(popular.threads[0]?.title ?? "");
});

test("the search box sends q and lists the matching discussions", async ({ page }) => {
  await openForum(page);
  await page.getByLabel("Search discussions").fill("loot economy");
  await page
    .locator("form")
    .filter({ has: page.getByLabel("Search discussions") })
    .getByRole("button", { name: "Search" })
    .click();
  await expect(page).toHaveURL(/[?&]q=loot\+economy(&|$)/);
  const expected = await apiJson<ThreadListReply>(
    page,
    "/api/forum/threads?sortBy=latest&q=loot%20economy",
  );
  expect(expected.threads.length).toBeGreaterThan(0);
  await expect(threadTitles(page)).toHaveText(expected.threads.map((thread) => thread.title));

  await page.getByLabel("Search discussions").fill("zzqxnothingmatcheszz");
  await page.getByLabel("Search discussions").press("Enter");
  await expect(page.getByText("No discussions yet")).toBeVisible();
});

test("a member starts a discussion: empty fields first, then the dialog creates it", async ({
  signedInPage: page,
}) => {
  const categories = await apiJson<ForumCategory[]>(page, "/api/forum/categories");
  const category = categories[1] ?? categories[0];
  const creates: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/forum/threads") {
      creates.push(request);
    }
  });
  await openForum(page);
  await page.getByRole("button", { name: "New Discussion" }).click();
  const dialog = page.getByRole("dialog", { name: "Start a New Discussion" });
  await expect(dialog).toBeVisible();

  // Content and category but no title: nothing is sent.
  const content = "Which co-op games do you replay every winter, and why do they hold up?";
  await dialog.getByLabel("Content").fill(content);
  await dialog.getByLabel("Category").selectOption({ label: category?.name ?? "" });
  await dialog.getByRole("button", { name: "Create Discussion" }).click();
  await expectToast(page, "Missing Information", "Please fill in all required fields");
  await expect(dialog.getByLabel("Content")).toHaveValue(content);

  // Too short a title: the shared schema's message under the field, what was typed kept.
  await dialog.getByLabel("Title").fill("Hey");
  await dialog.getByRole("button", { name: "Create Discussion" }).click();
  await expect(dialog.getByText("Title must be at least 5 characters")).toBeVisible();
  await expect(dialog.getByLabel("Content")).toHaveValue(content);
  expect(creates).toHaveLength(0);

  const title = `Winter co-op favourites ${Date.now().toString(36)}`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Tags").fill(" co-op, winter ,, co-op ");
  await dialog.getByRole("button", { name: "Create Discussion" }).click();
  await expectToast(page, "Discussion Created");
  await expect(dialog).toBeHidden();
  expect(creates).toHaveLength(1);
  expect(creates[0]?.postDataJSON()).toEqual({
    title,
    content,
    categoryId: category?.id,
    tags: ["co-op", "winter"],
  });

  // The new discussion opens, and it leads the forum's latest list.
  await expect(page).toHaveURL(/\/forum\/thread\/\d+$/);
  await openForum(page);
  await expect(threadCards(page).filter({ hasText: title })).toHaveCount(1);
  await expect(threadCards(page).filter({ hasText: title })).toContainText("#winter");
});

test("Cancel closes the dialog without sending anything", async ({ signedInPage: page }) => {
  let created = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/forum/threads")) created += 1;
  });
  await openForum(page);
  await page.getByRole("button", { name: "New Discussion" }).click();
  const dialog = page.getByRole("dialog", { name: "Start a New Discussion" });
  await dialog.getByLabel("Title").fill("A discussion I changed my mind about");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  // Opened again, it starts empty.
  await page.getByRole("button", { name: "New Discussion" }).click();
  await expect(dialog.getByLabel("Title")).toHaveValue("");
  expect(created).toBe(0);
});

test("the Categories tab shows each category's counts and points, and opens its discussions", async ({
  page,
}) => {
  const categories = await apiJson<ForumCategory[]>(page, "/api/forum/categories");
  expect(categories.length).toBeGreaterThanOrEqual(6);
  await openForum(page);
  await page.getByRole("tab", { name: "Categories" }).click();
  await expect(page).toHaveURL(/[?&]tab=categories(&|$)/);
  const cards = page.getByTestId("category-card");
  await expect(cards).toHaveCount(categories.length);
  for (const [index, category] of categories.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(category.name);
    await expect(card).toContainText(category.description);
    await expect(card).toContainText(
      `${category.threadCount} ${category.threadCount === 1 ? "thread" : "threads"}`,
    );
    await expect(card).toContainText(
      `${category.postCount} ${category.postCount === 1 ? "post" : "posts"}`,
    );
    await expect(card).toContainText(`+${category.pointsReward} pts`);
  }

  const chosen = categories[2] ?? categories[0];
  await cards
    .filter({ hasText: chosen?.name ?? "" })
    .getByRole("button")
    .click();
  await expect(page.getByRole("tab", { name: "Discussions" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page).toHaveURL(new RegExp(`[?&]category=${chosen?.id}(&|$)`));
  await expect(page.getByLabel("Category")).toHaveValue(String(chosen?.id));
  await expect(threadCards(page).first()).toContainText(chosen?.name ?? "");
});

test("the Trending tab lists the trending topics with their links", async ({ page }) => {
  const topics = await apiJson<ForumTrendingTopic[]>(page, "/api/forum/trending-topics");
  expect(topics.length).toBeGreaterThan(0);
  await openForum(page);
  await page.getByRole("tab", { name: "Trending" }).click();
  const cards = page.getByTestId("trending-topic");
  await expect(cards).toHaveCount(topics.length);
  const first = topics[0];
  await expect(cards.first()).toContainText(first?.title ?? "");
  await expect(cards.first()).toContainText(first?.category ?? "");
  await expect(cards.first()).toContainText(first?.source ?? "");
  await expect(cards.first().getByRole("link")).toHaveAttribute("href", first?.externalUrl ?? "");
  await expect(cards.first().getByRole("listitem")).toHaveCount(
    Math.min(3, first?.tags.length ?? 0),
  );
});

test("the Social Hub filters posts by platform and shares the forum in a new tab", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { openedUrls: string[] }).openedUrls = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  const youtube = await apiJson<SocialPost[]>(page, "/api/social/posts?platform=YouTube");
  expect(youtube.length).toBeGreaterThan(0);
  const filters = page.getByRole("group", { name: "Platform" }).getByRole("button");
  const posts = page.getByTestId("social-post");
  // The admin panel's browser test adds a Reddit post and deletes it again while this one may
  // run: the page and the API are read again until both were read in the same state.
  await expect(async () => {
    const all = await apiJson<SocialPost[]>(page, "/api/social/posts");
    expect(all.length).toBeGreaterThan(0);
    await openForum(page, "/forum?tab=social");
    await expect(posts).toHaveCount(all.length, { timeout: 5_000 });
    await expect(posts.first()).toContainText(all[0]?.author ?? "", { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(filters).toHaveText(["All", "Twitter/X", "YouTube", "Twitch", "Reddit", "Discord"]);

  // The Social Hub's code loads after the page is taken over: its buttons work once it is in.
  await waitForSettled(page);
  await filters.filter({ hasText: "YouTube" }).click();
  await expect(filters.filter({ hasText: "YouTube" })).toHaveAttribute("aria-pressed", "true");
  await expect(posts).toHaveCount(youtube.length);
  for (const post of await posts.all()) await expect(post).toContainText("YouTube");

  const shares = page.getByRole("button", { name: /^Share on / });
  await expect(shares).toHaveCount(8);
  await page.getByRole("button", { name: "Share on Reddit" }).click();
  const opened = await page.evaluate(
    () => (window as unknown as { openedUrls: string[] }).openedUrls,
  );
  const forumUrl = new URL("/forum", page.url()).toString();
  expect(opened).toEqual([
    expect.stringContaining(`https://www.reddit.com/submit?url=${encodeURIComponent(forumUrl)}`),
  ]);
});

test("the tab stays in the address after a reload", async ({ page }) => {
  await openForum(page);
  await page.getByRole("tab", { name: "Trending" }).click();
  await expect(page).toHaveURL(/[?&]tab=trending(&|$)/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: "Trending" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByTestId("trending-topic").first()).toBeVisible();
});

test("the tabs work from the keyboard", async ({ page }) => {
  await openForum(page);
  await page.getByRole("tab", { name: "Discussions" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Categories" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Categories" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByTestId("category-card").first()).toBeVisible();
});

test("every tab's address hydrates without console errors and without asking again", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const forumReads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/forum") || url.pathname.startsWith("/api/social")) {
      forumReads.push(`${url.pathname}${url.search}`);
    }
  });
  for (const path of [
    "/forum",
    "/forum?sort=trending",
    "/forum?tab=categories",
    "/forum?tab=trending",
    "/forum?tab=social",
  ]) {
    await openForum(page, path);
    await waitForSettled(page);
  }
  expect(problems).toEqual([]);
  // What the server rendered arrived in the page; the browser read none of it again.
  expect(forumReads).toEqual([]);
});

for (const tab of ["categories", "trending", "social"]) {
  test(`the ${tab} tab passes axe at phone width`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openForum(page, `/forum?tab=${tab}`);
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the New Discussion dialog passes axe at phone width", async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openForum(page);
  await page.getByRole("button", { name: "New Discussion" }).click();
  await expect(page.getByRole("dialog", { name: "Start a New Discussion" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
