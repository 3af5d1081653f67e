import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/toasts";

test("a visitor opens guide 7 from the list and sees every part of the guide", async ({ page }) => {
  await page.goto("/game-guides");
  await page.getByRole("link", { name: /Advanced GTA V Modding/ }).click();
  await expect(page).toHaveURL(/\/guides\/7$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Advanced GTA V Modding: Custom Vehicles, Maps and Performance",
  );
  await expect(page.getByRole("link", { name: "Back to Guides" })).toHaveAttribute(
    "href",
    "/game-guides",
  );
  for (const heading of [
    "Essential Mods (Nexus Mods)",
    "Pro Tips",
    "Advanced Tricks",
    "Guide Information",
    "Tags",
    "Quick Links",
  ])
    await expect(
      page.getByRole("main").getByRole("heading", { name: heading, exact: true }),
    ).toBeVisible();
  const viewMod = page.getByRole("link", { name: /View Mod/ }).first();
  await expect(viewMod).toHaveAttribute("target", "_blank");
  await expect(viewMod).toHaveAttribute("href", /^https:\/\/www\.nexusmods\.com\//);
  const info = page.getByRole("complementary", { name: "About this guide" });
  await expect(info.getByText("22 min")).toBeVisible();
  await expect(info.getByText("Advanced").first()).toBeVisible();
  await expect(page).toHaveTitle(/Advanced GTA V Modding.* \| GameHub/);
});

test("the guide page's id rule: unknown and non-numeric ids are not found", async ({ page }) => {
  for (const path of ["/guides/999", "/guides/abc", "/guides/guide-7"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Guide Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Guide Not Found | GameHub");
  }
  await page.getByRole("link", { name: "All Guides" }).click();
  await expect(page).toHaveURL(/\/game-guides$/);
});

test("the list filters by difficulty and game, in the address", async ({ page }) => {
  await page.goto("/game-guides");
  await page.getByRole("combobox", { name: "Difficulty" }).selectOption("Advanced");
  await expect(page).toHaveURL(/difficulty=Advanced/);
  const region = page.getByRole("region", { name: "Guides" });
  const cards = region.getByRole("listitem");
  // The previous list stays on screen while the filtered one loads (the address changes first).
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNot: page.getByText("Advanced", { exact: true }) })).toHaveCount(
    0,
  );
  await expect(region).toHaveAttribute("aria-busy", "false");
  await page.getByRole("combobox", { name: "Game", exact: true }).selectOption({ label: "GTA V" });
  await expect(page).toHaveURL(/game=gta/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Advanced GTA V Modding");
});

test("the game filter offers every game with guides, featured or not, from the server's HTML", async ({
  page,
}) => {
  // The filter's games are part of the server-rendered page, not fetched afterwards.
  const html = await (await page.request.get("/game-guides")).text();
  expect(html).toContain('<option value="minecraft">Minecraft</option>');

  await page.goto("/game-guides");
  const game = page.getByRole("combobox", { name: "Game", exact: true });
  // Minecraft, Counter-Strike 2 and Valorant are not featured on /games, but have guides.
  for (const title of ["Minecraft", "Counter-Strike 2", "Valorant", "GTA V"])
    await expect(game.getByRole("option", { name: title, exact: true })).toHaveCount(1);
  // No guide is about League of Legends: the filter would only ever show an empty list.
  await expect(game.getByRole("option", { name: "League of Legends" })).toHaveCount(0);

  await game.selectOption({ label: "Counter-Strike 2" });
  await expect(page).toHaveURL(/game=counter-strike-2/);
  const region = page.getByRole("region", { name: "Guides" });
  const cards = region.getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Five Smokes Every Player Should Know on Mirage");

  await game.selectOption({ label: "Minecraft" });
  await expect(page).toHaveURL(/game=minecraft/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Minecraft Redstone Basics");
});

test("a member rates a guide and sees their rating", async ({ signedInPage: page }) => {
  await page.goto("/guides/3");
  await page.getByRole("button", { name: "Rate 4 out of 5" }).click();
  await expectToast(page, "Thanks for rating", "You rated this guide 4 out of 5.");
  await expect(page.getByText("Your rating: 4 of 5")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Your rating: 4 of 5")).toBeVisible();
});

test("a visitor is asked to sign in to rate", async ({ page }) => {
  await page.goto("/guides/2");
  await expect(page.getByText("to rate this guide.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Rate \d out of 5/ })).toHaveCount(0);
});
