import { E2E_ADMIN } from "./support/e2e-env";
import { expect, newAccount, registerAccount, test } from "./support/fixtures";
import { expectToast } from "./support/toasts";

test("/live-streams arrives with the live streams in the server's HTML, most viewers first", async ({
  page,
}) => {
  const html = await (await page.request.get("/live-streams")).text();
  expect(html).toContain("Live Gaming Streams");
  expect(html).toContain("Heist night in Los Santos");

  await page.goto("/live-streams");
  await expect(page.getByRole("heading", { level: 1, name: "Live Gaming Streams" })).toBeVisible();
  const first = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) })
    .first();
  await expect(first.getByRole("heading", { level: 3 })).toHaveText(/Heist night in Los Santos/);
  await expect(first.getByText("12.5K")).toBeVisible();
  const watch = first.getByRole("link", { name: /Watch Live/ });
  await expect(watch).toHaveAttribute("target", "_blank");
  await expect(watch).toHaveAttribute("rel", /noopener/);
  // Its duration as "Xh Ym" (the seed started it 134 minutes before the server did).
  // The card's text runs together ("GTA V2h 37m"), so read the duration's own element.
  await expect(first.getByText(/^\d+h \d+m$/)).toBeVisible();
});

test("the tabs and the filters narrow the streams, down to each tab's empty message", async ({
  page,
}) => {
  await page.goto("/live-streams");
  await page.getByRole("tab", { name: "upcoming" }).click();
  await expect(page).toHaveURL(/tab=upcoming/);
  await expect(
    page.getByRole("heading", { name: /FiveM roleplay server launch night/ }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /View Stream/ }).first()).toBeVisible();

  await page.getByLabel("Category").selectOption("tournament");
  await expect(page).toHaveURL(/category=tournament/);
  await expect(page.getByText("No upcoming streams scheduled.")).toBeVisible();

  await page.getByRole("tab", { name: "live" }).click();
  await expect(
    page.getByRole("heading", { name: /Community cup: 5v5 quarter-finals/ }),
  ).toBeVisible();
  await page.getByLabel("Platform").selectOption("youtube");
  await expect(page.getByText("No live streams at the moment. Check back soon!")).toBeVisible();

  await page.getByRole("tab", { name: "recent" }).click();
  await page.getByLabel("Category").selectOption("all");
  await expect(page.getByRole("heading", { name: /Zero build duos/ })).toBeVisible();
  await expect(page.getByText("Peak 1.2M viewers")).toBeVisible();
  await page.getByLabel("Platform").selectOption("discord");
  await page.getByLabel("Category").selectOption("tutorial");
  await expect(page.getByText("No recent streams to show.")).toBeVisible();
});

test("two filters changed before the page redraws both stay in the address", async ({ page }) => {
  await page.goto("/live-streams");
  // Both changes in one task: the page has no moment to draw the first before the second.
  await page.evaluate(() => {
    for (const [label, value] of [
      ["Platform", "twitch"],
      ["Category", "tournament"],
    ] as const) {
      const select = [...document.querySelectorAll("label")].find(
        (each) => each.textContent?.trim() === label,
      )?.control as HTMLSelectElement | null | undefined;
      if (!select) throw new Error(`No ${label} filter`);
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  });
  await expect(page).toHaveURL(/platform=twitch/);
  await expect(page).toHaveURL(/category=tournament/);
  await expect(page.getByLabel("Platform")).toHaveValue("twitch");
  await expect(page.getByLabel("Category")).toHaveValue("tournament");
});

test("a visitor's 'Become a Streamer' leads to the contact page", async ({ page }) => {
  await page.goto("/live-streams");
  await expect(page.getByRole("heading", { name: "Want to Stream With Us?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Become a Streamer" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("a member applies as a streamer: the form checks the fields first, then the card shows it waiting", async ({
  signedInPage: page,
}) => {
  await page.goto("/live-streams");
  await page.getByRole("button", { name: "Become a Streamer" }).click();
  const dialog = page.getByRole("dialog", { name: "Become a Streamer" });
  // The address chooses its platform as it is typed.
  await dialog.getByLabel("Channel address").fill("https://www.youtube.com/@someone");
  await expect(dialog.getByLabel("Platform")).toHaveValue("youtube");
  await dialog.getByLabel("Platform").selectOption("twitch");
  await dialog.getByRole("button", { name: "Send Application" }).click();
  await expect(
    dialog.getByText("That is a YouTube address: choose YouTube as the platform"),
  ).toBeVisible();
  await expect(dialog.getByText("Choose at least one category")).toBeVisible();
  await dialog.getByLabel("Channel address").fill("https://www.twitch.tv/x");
  await expect(
    dialog.getByText("Enter your channel's address, like https://www.twitch.tv/yourname"),
  ).toBeVisible();

  await dialog.getByLabel("Channel address").fill(`https://www.twitch.tv/e2e_${Date.now()}`);
  await dialog.getByLabel("gaming").check();
  await dialog
    .getByLabel("About your streams")
    .fill("Relaxed survival streams on weekday evenings, viewers welcome.");
  await dialog.getByRole("button", { name: "Send Application" }).click();
  await expectToast(page, "Application sent", "We'll review your channel and let you know.");
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText("Your streamer application is waiting for review. We'll let you know soon."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Become a Streamer" })).toBeHidden();
});

test("an admin approves a member's application and takes a scheduled stream live", async ({
  page,
  browser,
}) => {
  // A member applies (through the API, in a context of their own).
  const memberContext = await browser.newContext();
  await registerAccount(memberContext.request, newAccount("streamer"));
  const channel = `admin_e2e_${Date.now()}`.slice(0, 25);
  const applied = await memberContext.request.post("/api/streamer-applications", {
    data: {
      platform: "twitch",
      channelUrl: `https://www.twitch.tv/${channel}`,
      categories: ["community"],
      pitch: "Community game nights every Friday, everyone welcome to join in.",
    },
  });
  expect(applied.status()).toBe(201);
  await memberContext.close();

  const login = await page.request.post("/api/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password, rememberMe: false },
  });
  expect(login.status()).toBe(200);
  const title = `Admin e2e stream ${Date.now()}`;
  const created = await page.request.post("/api/live-streams", {
    data: {
      title,
      platform: "twitch",
      category: "community",
      streamUrl: "https://www.twitch.tv/gamehub",
      streamerName: "GameHub",
      startedAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);

  await page.goto("/live-streams?tab=upcoming");
  const applications = page.getByTestId("streamer-applications");
  const row = applications.getByRole("listitem").filter({ hasText: channel });
  await row.getByRole("button", { name: "Approve" }).click();
  await expectToast(page, "Streamer approved");
  await expect(row).toHaveCount(0);

  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await card.getByRole("button", { name: "Go Live" }).click();
  await expectToast(page, "Stream is live");
  await page.getByRole("tab", { name: "live" }).click();
  const liveCard = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await expect(liveCard.getByText("Just started")).toBeVisible();
  await liveCard.getByRole("button", { name: "End Stream" }).click();
  await expectToast(page, "Stream ended");
  await page.getByRole("tab", { name: "recent" }).click();
  const endedCard = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await endedCard.getByRole("button", { name: "Delete" }).click();
  await endedCard.getByRole("button", { name: "Confirm Delete" }).click();
  await expectToast(page, "Stream deleted");
});
