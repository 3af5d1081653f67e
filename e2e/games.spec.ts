import { expect, test } from "./support/fixtures";

const FEATURED = [
  "GTA V",
  "FiveM",
  "Star Citizen",
  "Fortnite",
  "Red Dead Redemption 2",
  "RedM",
  "Call of Duty",
  "Rust",
];

test("/games shows the eight featured games in the server's HTML, with official links in a new tab", async ({
  page,
}) => {
  const html = await (await page.request.get("/games")).text();
  for (const title of FEATURED) expect(html).toContain(title);

  await page.goto("/games");
  const cards = page
    .getByRole("region", { name: "Featured games" })
    .getByRole("heading", { level: 2 });
  await expect(cards).toHaveText(FEATURED);
  const official = page.getByRole("link", { name: /Visit Official Site/ }).first();
  await expect(official).toHaveAttribute("target", "_blank");
  await expect(official).toHaveAttribute("rel", /noopener/);
  // Each card's call to action (the Game's action and actionUrl) leads to its hub.
  await expect(page.getByRole("link", { name: "Drop In Fortnite" })).toHaveAttribute(
    "href",
    "/games/fortnite",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Retro Arcade" })).toHaveAttribute(
    "href",
    "/retro-games",
  );
});

test("the search box filters the games by title, down to the empty text", async ({ page }) => {
  await page.goto("/games");
  const search = page.getByLabel("Search games");
  await search.fill("red");
  const headings = page
    .getByRole("region", { name: "Featured games" })
    .getByRole("heading", { level: 2 });
  await expect(headings).toHaveText(["Red Dead Redemption 2", "RedM"]);
  await search.fill("no such game here");
  await expect(page.getByText("No games match your search criteria.")).toBeVisible();
  await search.fill("");
  await expect(headings).toHaveCount(8);
});

test("a card opens its game hub, with the game's details and sections", async ({ page }) => {
  await page.goto("/games");
  await page.getByRole("link", { name: "Fortnite", exact: true }).click();
  await expect(page).toHaveURL(/\/games\/fortnite$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fortnite" })).toBeVisible();
  await expect(page).toHaveTitle("Fortnite | GameHub");
  for (const section of ["Latest News", "Guides", "Forum Discussions"])
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  await expect(page.getByRole("link", { name: /Official Site/ })).toHaveAttribute(
    "href",
    "https://www.fortnite.com",
  );
});

test("every static game link of the site resolves to a hub", async ({ page }) => {
  for (const slug of [
    "gta",
    "fivem",
    "star-citizen",
    "fortnite",
    "red-dead-redemption",
    "redm",
    "call-of-duty",
    "rust",
  ]) {
    const response = await page.request.get(`/games/${slug}`);
    expect(response.status(), slug).toBe(200);
  }
});

test("an unknown game answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/games/no-such-game");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Game Not Found" })).toBeVisible();
  await expect(page).toHaveTitle("Game Not Found | GameHub");
});
