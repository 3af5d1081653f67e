import type { Page } from "@playwright/test";
import type {
  DeveloperUpdate,
  DeveloperUpdateSummary,
  DeveloperUpdatesReply,
} from "../src/shared/developer-updates";
import {
  DEVELOPER_UPDATE_SKELETONS,
  DEVELOPER_UPDATE_TYPE_COLORS,
  NO_UPDATES_MESSAGE,
  NO_UPDATES_TITLE,
} from "../src/shared/developer-updates-limits";
import { seriousViolations } from "./support/axe";
import { watchConsole } from "./support/console";
import { expect, test } from "./support/fixtures";
import { openHydrated } from "./support/hydration";
import { openAdmin } from "./support/sessions";
import { waitForSettled } from "./support/settle";
import { unique } from "./support/text";
import { expectToast } from "./support/toasts";

/**
 * Developer updates, /developer-updates and /developer-updates/{slug}, over the sixteen updates
 * the demo seed writes: a visitor reads the list the server rendered, filters it by search,
 * type (dropdown and tabs, which agree) and tag, opens an update and walks to its neighbours;
 * an unknown update is not found; an admin publishes, edits and deletes an update through the
 * dialogs, and a signed-out visitor finds a newly published one by search and by type. Other
 * tests publish updates while these run, so lists are compared by what every card shows and by
 * the titles the API lists at that moment, not by exact counts.
 */

// The shared test machine is slow at times: a whole flow here can take a minute there.
test.describe.configure({ timeout: 90_000 });

const TYPE_LABELS: Record<string, string> = {
  roadmap: "Roadmap",
  "behind-scenes": "Behind the Scenes",
  announcement: "Announcement",
  "patch-notes": "Patch Notes",
};
const LONG_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
const CONTENT =
  "## What changes\n\nWe are rebuilding the **matchmaking queue** so friends always land in the same lobby.\n\n- Party size up to six\n- Faster regional search";

function cards(page: Page) {
  return page.getByTestId("update-list").getByTestId("update-card");
}

function cardOf(page: Page, title: string) {
  return cards(page).filter({ has: page.getByRole("heading", { level: 3, name: title }) });
}

async function apiList(page: Page, query = ""): Promise<DeveloperUpdateSummary[]> {
  const url = `/api/developer-updates${query ? `?${query}` : ""}`;
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as DeveloperUpdatesReply).updates;
}

/** The reads of the updates API the browser makes. */
function watchApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.startsWith("/api/developer-updates")) {
      reads.push(`${url.pathname}${url.search}`);
    }
  });
  return reads;
}

async function cardTypes(page: Page): Promise<string[]> {
  return cards(page).getByTestId("update-type").allTextContents();
}

function htmlText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}

test("a visitor sees the hero, the seeded updates with badges, dates and reading times, and the roadmap card", async ({
  page,
}) => {
  const updates = await apiList(page);
  expect(updates.length).toBeGreaterThanOrEqual(16);
  const problems = watchConsole(page);
  await openHydrated(page, "/developer-updates");

  await expect(
    page.getByRole("heading", { level: 1, name: "Developer Updates & Insights" }),
  ).toBeVisible();
  await expect(page.getByPlaceholder("Search updates...")).toBeVisible();
  await expect(page.getByLabel("Type", { exact: true }).locator("option")).toHaveText([
    "All Updates",
    "Roadmaps",
    "Behind the Scenes",
    "Announcements",
    "Patch Notes",
  ]);
  await expect(page.getByRole("tab")).toHaveText([
    "All",
    "Roadmap",
    "Behind the Scenes",
    "Announcements",
  ]);
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");

  // Every seeded update is listed, each card with its type badge in that type's colour.
  const seeded = updates.filter((update) => update.authorAvatar === "/favicon.svg");
  expect(seeded.length).toBeGreaterThanOrEqual(16);
  for (const update of seeded) {
    const card = cardOf(page, update.title);
    await expect(card.getByTestId("update-type")).toHaveText(TYPE_LABELS[update.updateType] ?? "");
    await expect(card.getByTestId("update-type")).toHaveAttribute(
      "data-color",
      DEVELOPER_UPDATE_TYPE_COLORS[update.updateType],
    );
    await expect(card.getByRole("link", { name: update.title, exact: true })).toHaveAttribute(
      "href",
      `/developer-updates/${update.slug}`,
    );
    await expect(card.getByTestId("update-read-time")).toHaveText(`${update.readTime} min read`);
    if (update.gameTitle)
      await expect(card.getByTestId("update-game")).toHaveText(update.gameTitle);
    else await expect(card.getByTestId("update-game")).toHaveCount(0);
  }

  const first = seeded[0] as DeveloperUpdateSummary;
  const card = cardOf(page, first.title);
  await expect(card.getByTestId("update-date")).toHaveText(LONG_DATE);
  await expect(card.getByTestId("update-author")).toHaveText(first.authorName);
  await expect(card.getByTestId("update-excerpt")).toHaveText(/\.\.\.$/);
  await expect(card.getByRole("link", { name: `Read More: ${first.title}` })).toBeVisible();
  for (const tag of first.tags) {
    await expect(card.getByRole("link", { name: `#${tag}`, exact: true })).toHaveAttribute(
      "href",
      `/developer-updates?tag=${encodeURIComponent(tag)}`,
    );
  }
  // A featured image is sized before it arrives (no layout shift).
  const withImage = seeded.find((update) => update.featuredImage);
  expect(withImage).toBeDefined();
  const image = cardOf(page, withImage?.title ?? "").locator('img[alt=""]');
  await expect(image).toHaveAttribute("width", /\d+/);
  await expect(image).toHaveAttribute("height", /\d+/);

  await expect(page.getByRole("heading", { level: 2, name: "Development Roadmap" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Full Roadmap" })).toHaveAttribute(
    "href",
    "/roadmap",
  );
  await expect(page.getByRole("link", { name: "RSS Feed" })).toHaveAttribute(
    "href",
    "/developer-updates/rss.xml",
  );
  // Visitors cannot publish.
  await expect(page.getByRole("button", { name: "New Update" })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the server's HTML already holds the list and the update, and the browser does not read them again", async ({
  page,
}) => {
  const updates = await apiList(page);
  const html = await (await page.request.get("/developer-updates")).text();
  for (const update of updates.slice(0, 5)) expect(html).toContain(htmlText(update.title));

  const patchNotes = await apiList(page, "type=patch-notes");
  const filteredHtml = await (await page.request.get("/developer-updates?type=patch-notes")).text();
  for (const update of patchNotes) expect(filteredHtml).toContain(htmlText(update.title));

  const one = updates[0] as DeveloperUpdateSummary;
  const detailHtml = await (await page.request.get(`/developer-updates/${one.slug}`)).text();
  expect(detailHtml).toContain(htmlText(one.title));
  expect(detailHtml).toContain('data-testid="update-content"');

  const problems = watchConsole(page);
  const reads = watchApiReads(page);
  for (const path of [
    "/developer-updates",
    "/developer-updates?type=roadmap",
    "/developer-updates?search=netcode",
    `/developer-updates/${one.slug}`,
  ]) {
    await openHydrated(page, path);
    await waitForSettled(page);
  }
  expect(problems).toEqual([]);
  expect(reads).toEqual([]);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor reads the list and an update", async ({ page }) => {
    const updates = await apiList(page, "type=behind-scenes");
    const first = updates[0] as DeveloperUpdateSummary;
    await page.goto("/developer-updates?type=behind-scenes");
    await expect(cards(page)).toHaveCount(updates.length);
    await page.getByRole("link", { name: first.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByTestId("update-content").locator("p").first()).toBeVisible();
  });
});

test("the search box finds an update, keeps the search in the address, and shows the empty state for no match", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await openHydrated(page, "/developer-updates");
  const search = page.getByPlaceholder("Search updates...");
  await search.fill("rollback netcode");
  await expect(page).toHaveURL(/[?&]search=rollback\+netcode(&|$)/);
  const found = await apiList(page, "search=rollback+netcode");
  expect(found.length).toBeGreaterThan(0);
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(
    found.map((update) => update.title),
  );
  await expect(
    cardOf(page, "Pixel Brawlers 0.9.4: Rollback Netcode Tuning and Balance Changes"),
  ).toBeVisible();

  await search.fill("zzqx nothing matches this");
  await expect(page.getByRole("heading", { name: NO_UPDATES_TITLE })).toBeVisible();
  await expect(page.getByText(NO_UPDATES_MESSAGE)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/developer-updates$/);
  await expect(search).toHaveValue("");
  await expect(cards(page).first()).toBeVisible();

  // The address alone gives the same view, also on a fresh load.
  await openHydrated(page, "/developer-updates?search=rollback%20netcode");
  await expect(search).toHaveValue("rollback netcode");
  await expect(cards(page)).toHaveCount(found.length);
  expect(problems).toEqual([]);
});

test("the type dropdown and the tabs filter the list and agree with each other", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await openHydrated(page, "/developer-updates");
  const type = page.getByLabel("Type", { exact: true });

  await type.selectOption({ label: "Patch Notes" });
  await expect(page).toHaveURL(/[?&]type=patch-notes(&|$)/);
  const patchNotes = await apiList(page, "type=patch-notes");
  await expect(cards(page)).toHaveCount(patchNotes.length);
  await expect.poll(async () => [...new Set(await cardTypes(page))]).toEqual(["Patch Notes"]);
  // Patch Notes has no tab: none is selected.
  for (const tab of await page.getByRole("tab").all()) {
    await expect(tab).toHaveAttribute("aria-selected", "false");
  }

  await page.getByRole("tab", { name: "Roadmap" }).click();
  await expect(page).toHaveURL(/[?&]type=roadmap(&|$)/);
  await expect(type).toHaveValue("roadmap");
  await expect(page.getByRole("tab", { name: "Roadmap" })).toHaveAttribute("aria-selected", "true");
  const roadmaps = await apiList(page, "type=roadmap");
  await expect(cards(page)).toHaveCount(roadmaps.length);
  await expect.poll(async () => [...new Set(await cardTypes(page))]).toEqual(["Roadmap"]);

  // From the keyboard: the arrow keys move along the tabs, Enter or Space chooses one.
  await page.getByRole("tab", { name: "Roadmap" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Behind the Scenes" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]type=behind-scenes(&|$)/);
  await expect(type).toHaveValue("behind-scenes");
  await expect(cards(page).first()).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Announcements" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/[?&]type=announcement(&|$)/);
  await expect(type).toHaveValue("announcement");
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(async () => [...new Set(await cardTypes(page))]).toEqual(["Announcement"]);

  // With Patch Notes chosen (no tab selected), tabbing through the tabs changes nothing.
  await type.selectOption({ label: "Patch Notes" });
  await expect(page).toHaveURL(/[?&]type=patch-notes(&|$)/);
  await type.focus();
  await page.keyboard.press("Tab");
  await expect(page.locator('[role="tab"]:focus')).toHaveCount(1);
  await page.keyboard.press("Tab");
  await expect(page).toHaveURL(/[?&]type=patch-notes(&|$)/);
  await expect(cards(page).first()).toBeVisible();

  // The dropdown moves the tabs.
  await type.selectOption({ label: "Behind the Scenes" });
  await expect(page.getByRole("tab", { name: "Behind the Scenes" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await type.selectOption({ label: "All Updates" });
  await expect(page).toHaveURL(/\/developer-updates$/);
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  expect(problems).toEqual([]);
});

test("six placeholder blocks show while a new filter loads", async ({ page }) => {
  await openHydrated(page, "/developer-updates");
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === "/api/developer-updates",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Announcements" });
  const skeletons = page.getByTestId("update-skeletons");
  await expect(skeletons).toBeVisible();
  await expect(skeletons.locator("[aria-hidden='true']")).toHaveCount(DEVELOPER_UPDATE_SKELETONS);
  release();
  await expect(skeletons).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
});

test("Load more reads the next page by its cursor and adds it under the first", async ({
  page,
}) => {
  const announcements = await apiList(page, "type=announcement");
  expect(announcements.length).toBeGreaterThanOrEqual(3);
  const cursors: (string | null)[] = [];
  // The seed has fewer updates than a page holds: the API's answer is cut in two pages here.
  await page.route(
    (url) => url.pathname === "/api/developer-updates",
    async (route) => {
      const cursor = new URL(route.request().url()).searchParams.get("cursor");
      cursors.push(cursor);
      const body: DeveloperUpdatesReply =
        cursor === null
          ? { updates: announcements.slice(0, 2), nextCursor: "page-2" }
          : { updates: announcements.slice(2), nextCursor: null };
      await route.fulfill({ json: body });
    },
  );
  await openHydrated(page, "/developer-updates");
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Announcements" });
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(cards(page)).toHaveCount(announcements.length);
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(
    announcements.map((update) => update.title),
  );
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  expect(cursors).toEqual([null, "page-2"]);
});

test("a card's tag lists the updates with that tag", async ({ page }) => {
  await openHydrated(page, "/developer-updates");
  const tagged = await apiList(page, "tag=crossplay");
  expect(tagged.length).toBeGreaterThan(0);
  await cards(page).getByRole("link", { name: "#crossplay", exact: true }).first().click();
  await expect(page).toHaveURL(/[?&]tag=crossplay(&|$)/);
  await expect(page.getByText("Showing updates tagged")).toBeVisible();
  await expect(cards(page)).toHaveCount(tagged.length);
  await page.getByRole("button", { name: "Remove the tag filter #crossplay" }).click();
  await expect(page).toHaveURL(/\/developer-updates$/);
});

test("a visitor opens an update, reads it and walks to the older and newer ones", async ({
  page,
}) => {
  const roadmaps = await apiList(page, "type=roadmap");
  const summary = roadmaps.find((update) => update.title.startsWith("Neon Drift Season 4"));
  expect(summary).toBeDefined();
  const title = summary?.title ?? "";
  const update = (await (
    await page.request.get(`/api/developer-updates/${summary?.slug}`)
  ).json()) as DeveloperUpdate;
  expect(update.previous).not.toBeNull();
  expect(update.next).not.toBeNull();

  const problems = watchConsole(page);
  await openHydrated(page, "/developer-updates?type=roadmap");
  await cardOf(page, title).getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(`/developer-updates/${update.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | GameHub`);
  await expect(page.getByTestId("update-type")).toHaveText("Roadmap");
  await expect(page.getByTestId("update-game")).toHaveText("Neon Drift");
  await expect(page.getByTestId("update-date")).toHaveText(LONG_DATE);
  await expect(page.getByTestId("update-read-time")).toHaveText(`${update.readTime} min read`);
  await expect(page.getByTestId("update-content").locator("p").first()).toBeVisible();
  await expect(page.getByTestId("update-content")).toContainText(
    update.contentHtml.match(/<p>([^<]{20,60})/)?.[1] ?? "",
  );
  for (const tag of update.tags) {
    await expect(page.getByRole("link", { name: `#${tag}`, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "View Full Roadmap" })).toBeVisible();
  await expect(page.getByTestId("update-admin-actions")).toHaveCount(0);

  const previous = page.getByTestId("update-previous");
  await expect(previous).toContainText("Previous update");
  await expect(previous).toContainText(update.previous?.title ?? "");
  const next = page.getByTestId("update-next");
  await expect(next).toContainText(update.next?.title ?? "");

  await previous.click();
  await expect(page).toHaveURL(`/developer-updates/${update.previous?.slug}`);
  await expect(
    page.getByRole("heading", { level: 1, name: update.previous?.title ?? "" }),
  ).toBeVisible();
  await expect(page.getByTestId("update-next")).toContainText(title);
  await page.getByTestId("update-next").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.getByRole("link", { name: "Back to Updates" }).click();
  await expect(page).toHaveURL("/developer-updates");
  await expect(cards(page).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("an unknown update answers 404 with the not-found screen", async ({ page }) => {
  const problems = watchConsole(page);
  const response = await openHydrated(page, "/developer-updates/no-such-update-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Update Not Found" })).toBeVisible();
  await expect(
    page.getByText("The developer update you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await expect(page).toHaveTitle("Update Not Found | GameHub");
  await page.getByRole("link", { name: "All Updates" }).click();
  await expect(page).toHaveURL("/developer-updates");
  // The document's own 404 is the only console message.
  expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
});

test("the pages have no serious accessibility findings", async ({ page }) => {
  const updates = await apiList(page);
  for (const path of ["/developer-updates", `/developer-updates/${updates[0]?.slug}`]) {
    await openHydrated(page, path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("an admin publishes an update through the dialog (a refused form first), edits it and deletes it", async ({
  browser,
}) => {
  const admin = await openAdmin(browser);
  const { page } = admin;
  const problems = watchConsole(page);
  try {
    await openHydrated(page, "/developer-updates");
    await page.getByRole("button", { name: "New Update" }).click();
    const dialog = page.getByRole("dialog", { name: "New Developer Update" });
    await expect(dialog).toBeVisible();

    // Nothing filled in: the shared schema's messages, under their fields; nothing is sent.
    const title = unique("Matchmaking Queue Rework");
    await dialog.getByLabel("Title").fill("Tiny");
    await dialog.getByRole("button", { name: "Publish Update" }).click();
    await expect(dialog.getByText("Title must be at least 5 characters")).toBeVisible();
    await expect(
      dialog.getByText("Please choose a type: roadmap, behind-scenes, announcement or patch-notes"),
    ).toBeVisible();
    await expect(dialog.getByText("Content must be at least 50 characters")).toBeVisible();

    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Type").selectOption({ label: "Roadmap" });
    await expect(dialog.getByLabel("Roadmap stage")).toHaveValue("planned");
    await dialog.getByLabel("Roadmap stage").selectOption({ label: "In Progress" });
    await dialog.getByLabel("Game (optional)").fill("Pixel Brawlers");
    await dialog.getByLabel("Featured image URL (optional)").fill("not a url");
    await dialog.getByLabel("Tags (optional)").fill("matchmaking, #Lobby, matchmaking");
    await dialog.getByLabel("Content", { exact: true }).fill(CONTENT);
    await dialog.getByRole("button", { name: "Publish Update" }).click();
    await expect(dialog.getByText("Please enter a valid URL for the image.")).toBeVisible();
    // What was typed is kept.
    await expect(dialog.getByLabel("Title")).toHaveValue(title);

    await dialog.getByLabel("Featured image URL (optional)").fill("");
    await dialog.getByRole("tab", { name: "Preview" }).click();
    await expect(dialog.getByTestId("markdown-preview").locator("strong")).toHaveText(
      "matchmaking queue",
    );
    await dialog.getByRole("tab", { name: "Write" }).click();
    await dialog.getByRole("button", { name: "Publish Update" }).click();

    await expectToast(page, "Update Published");
    await expect(page).toHaveURL(/\/developer-updates\/matchmaking-queue-rework-/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("update-type")).toHaveText("Roadmap");
    await expect(page.getByTestId("update-game")).toHaveText("Pixel Brawlers");
    await expect(page.getByTestId("update-content").locator("h2")).toHaveText("What changes");
    await expect(page.getByRole("link", { name: "#matchmaking", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "#Lobby", exact: true })).toBeVisible();
    const slug = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    const created = (await (
      await page.request.get(`/api/developer-updates/${slug}`)
    ).json()) as DeveloperUpdate;
    expect(created.roadmapStage).toBe("in-progress");
    expect(created.tags).toEqual(["matchmaking", "Lobby"]);

    // The list shows it (refetched), first.
    await page.getByRole("link", { name: "Back to Updates" }).click();
    await expect(cards(page).first().getByRole("heading", { level: 3 })).toHaveText(title);
    await cards(page).first().getByRole("link", { name: title, exact: true }).click();

    // Edit: nothing changed is refused with the schema's message; then a new title is saved.
    await page.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Update" });
    await expect(edit.getByLabel("Title")).toHaveValue(title);
    await expect(edit.getByLabel("Tags (optional)")).toHaveValue("matchmaking, Lobby");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit.getByText("Send at least one field to change")).toBeVisible();
    const newTitle = `${title} (revised)`;
    await edit.getByLabel("Title").fill(newTitle);
    await edit.getByLabel("Type").selectOption({ label: "Announcement" });
    await expect(edit.getByLabel("Roadmap stage")).toHaveCount(0);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Update Saved");
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
    await expect(page.getByTestId("update-type")).toHaveText("Announcement");
    // The address stays.
    await expect(page).toHaveURL(`/developer-updates/${slug}`);

    // Delete asks first; Cancel keeps it.
    await page.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete update?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Update Deleted");
    await expect(page).toHaveURL("/developer-updates");
    await expect(cardOf(page, newTitle)).toHaveCount(0);
    expect((await page.request.get(`/api/developer-updates/${slug}`)).status()).toBe(404);
    expect(problems).toEqual([]);
  } finally {
    await admin.close();
  }
});

test("an admin publishes an update and a signed-out visitor finds it by its word and by its type", async ({
  browser,
  page: visitorPage,
}) => {
  // A made-up word of letters only, so both engines' full-text search index it as one word.
  const word = `quillfen${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
  const title = `Studio Diary: How We Built ${word}`;
  const admin = await openAdmin(browser);
  let slug = "";
  try {
    await openHydrated(admin.page, "/developer-updates");
    await admin.page.getByRole("button", { name: "New Update" }).click();
    const dialog = admin.page.getByRole("dialog", { name: "New Developer Update" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Type").selectOption({ label: "Behind the Scenes" });
    await dialog
      .getByLabel("Content", { exact: true })
      .fill(
        `A look behind the scenes: the art team sketched ${word} on paper first, then the level designers built it in grey boxes.`,
      );
    await dialog.getByRole("button", { name: "Publish Update" }).click();
    await expectToast(admin.page, "Update Published");
    await expect(admin.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    slug = new URL(admin.page.url()).pathname.split("/").at(-1) ?? "";
    expect(slug).not.toBe("");

    // The visitor: another browser context, never signed in.
    const problems = watchConsole(visitorPage);
    await openHydrated(visitorPage, "/developer-updates");
    await expect(visitorPage.getByRole("button", { name: "New Update" })).toHaveCount(0);
    const card = cardOf(visitorPage, title);

    // By its word: the search finds it alone.
    const search = visitorPage.getByPlaceholder("Search updates...");
    await search.fill(word);
    await expect(visitorPage).toHaveURL(new RegExp(`[?&]search=${word}(&|$)`));
    await expect(cards(visitorPage)).toHaveCount(1);
    await expect(card).toBeVisible();
    await expect(card.getByTestId("update-type")).toHaveText("Behind the Scenes");
    await search.fill("");
    await expect(visitorPage).toHaveURL(/\/developer-updates$/);
    await expect(cards(visitorPage).nth(1)).toBeVisible();

    // By its type, from the dropdown: the list holds only that type, the new update among them.
    const type = visitorPage.getByLabel("Type", { exact: true });
    await type.selectOption({ label: "Behind the Scenes" });
    await expect(visitorPage).toHaveURL(/[?&]type=behind-scenes(&|$)/);
    await expect(card).toBeVisible();
    expect(new Set(await cardTypes(visitorPage))).toEqual(new Set(["Behind the Scenes"]));
    // Another type's tab leaves it out; its own tab brings it back.
    await visitorPage.getByRole("tab", { name: "Roadmap" }).click();
    await expect(visitorPage).toHaveURL(/[?&]type=roadmap(&|$)/);
    await expect(cards(visitorPage).first()).toBeVisible();
    await expect(card).toHaveCount(0);
    await visitorPage.getByRole("tab", { name: "Behind the Scenes" }).click();
    await expect(visitorPage).toHaveURL(/[?&]type=behind-scenes(&|$)/);
    await expect(type).toHaveValue("behind-scenes");
    await expect(card).toBeVisible();

    // Word and type together, and the card opens the update.
    await search.fill(word);
    await expect(visitorPage).toHaveURL(new RegExp(`[?&]search=${word}(&|$)`));
    await expect(visitorPage).toHaveURL(/[?&]type=behind-scenes(&|$)/);
    await expect(cards(visitorPage)).toHaveCount(1);
    await card.getByRole("link", { name: title, exact: true }).click();
    await expect(visitorPage).toHaveURL(`/developer-updates/${slug}`);
    await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    // Tidy up: the update was this test's own.
    if (slug) {
      const read = await admin.page.request.get(`/api/developer-updates/${slug}`);
      const { id } = (await read.json()) as DeveloperUpdate;
      await admin.page.request.delete(`/api/developer-updates/${id}`);
    }
    await admin.close();
  }
});

test("an admin opens the New Update dialog from the keyboard and closes it with Escape", async ({
  browser,
}) => {
  const admin = await openAdmin(browser);
  const { page } = admin;
  try {
    await openHydrated(page, "/developer-updates");
    const button = page.getByRole("button", { name: "New Update" });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New Developer Update" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: "New Update" })).toBeFocused();
  } finally {
    await admin.close();
  }
});

test("a member who is not an admin sees no New Update, Edit or Delete", async ({
  signedInPage: page,
}) => {
  const updates = await apiList(page);
  await openHydrated(page, "/developer-updates");
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "New Update" })).toHaveCount(0);
  await openHydrated(page, `/developer-updates/${updates[0]?.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("update-admin-actions")).toHaveCount(0);
});
