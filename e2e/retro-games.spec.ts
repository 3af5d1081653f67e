import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { waitForSettled } from "./support/settle";

/** How much of the DOS screen is lit: the brightest channel over the canvas's pixels. */
async function brightness(canvas: Locator): Promise<number> {
  const stats = await sharp(await canvas.screenshot()).stats();
  return Math.max(...stats.channels.slice(0, 3).map((channel) => channel.max));
}

function dosCanvas(page: Page): Locator {
  return page.frameLocator('[data-testid="dos-player"]').locator("canvas").first();
}

async function startStarCourier(page: Page): Promise<Locator> {
  // The emulator boots in a worker: on a busy two-core machine (other tests beside it) that
  // takes a while, so these tests get three times the usual time.
  test.slow();
  await page.getByRole("button", { name: /Play Star Courier/ }).click();
  const player = page.getByRole("region", { name: "Star Courier player" });
  await expect(player).toHaveAttribute("data-phase", "playing", { timeout: 60_000 });
  // The title screen is drawn on the game's first frames.
  const canvas = dosCanvas(page);
  await expect.poll(() => brightness(canvas), { timeout: 40_000 }).toBeGreaterThan(150);
  return player;
}

test("the arcade opens on the first game, in the server's HTML", async ({ page }) => {
  const html = await (await page.request.get("/retro-games")).text();
  expect(html).toContain("Star Courier");
  expect(html).toContain("Prince of Persia");

  await page.goto("/retro-games");
  await expect(page.getByRole("heading", { level: 2, name: "Star Courier" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Star Courier Shooter/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeVisible();
  await expect(page.getByText("Release year")).toBeVisible();
});

test("search and the genre filter narrow the library; picking a game shows it", async ({
  page,
}) => {
  await page.goto("/retro-games");
  const library = page.getByRole("list", { name: "Retro games" });
  await page.getByLabel("Search retro games").fill("persia");
  await expect(library.getByRole("button")).toHaveCount(1);
  await page.getByLabel("Search retro games").fill("");
  await page.getByLabel("Genre").selectOption("Puzzle");
  await expect(library.getByRole("button")).toHaveCount(1);
  await library.getByRole("button", { name: /Lemmings/ }).click();
  await expect(page).toHaveURL(/game=lemmings/);
  await expect(page.getByRole("heading", { level: 2, name: "Lemmings" })).toBeVisible();
  // An archive classic offers only what works on a frame from another site, and says so.
  await expect(page.getByRole("button", { name: "Mute" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Restart" })).toBeVisible();
  await expect(page.getByText(/only fullscreen and restart work from here/)).toBeVisible();
  await page.getByLabel("Search retro games").fill("no such game");
  await expect(page.getByText("No games match your search.")).toBeVisible();
});

test("Star Courier boots in the site's DOS player; mute, volume and restart act on it", async ({
  page,
}) => {
  await page.goto("/retro-games");
  const player = await startStarCourier(page);
  await expect(player).toHaveAttribute("data-volume", "100");

  const mute = page.getByRole("button", { name: "Mute" });
  await mute.click();
  await expect(player).toHaveAttribute("data-muted", "true");
  await expect(player).toHaveAttribute("data-volume", "0");
  await expect(page.getByRole("button", { name: "Unmute" }).locator("svg")).toHaveAttribute(
    "data-level",
    "off",
  );
  await page.getByRole("slider", { name: "Volume" }).fill("30");
  await expect(player).toHaveAttribute("data-muted", "false");
  await expect(player).toHaveAttribute("data-volume", "30");
  await expect(page.getByRole("button", { name: "Mute" }).locator("svg")).toHaveAttribute(
    "data-level",
    "low",
  );

  await page.getByRole("button", { name: "Control settings" }).click();
  await expect(page.getByRole("region", { name: "Control settings" })).toContainText("Space fires");

  const frame = page.getByTestId("dos-player");
  await frame.evaluate((element) => element.setAttribute("data-old", "yes"));
  await page.getByRole("button", { name: "Restart" }).click();
  await expect(player).toHaveAttribute("data-phase", "loading");
  await expect(player).toHaveAttribute("data-phase", "playing", { timeout: 60_000 });
  await expect(page.locator('[data-testid="dos-player"][data-old]')).toHaveCount(0);
  // The restarted player keeps the chosen volume.
  await expect(player).toHaveAttribute("data-volume", "30");
});

test("an Internet Archive classic that cannot be reached says so, with a Retry", async ({
  page,
}) => {
  // The browser tests run with no way out to the Internet, as a player offline would be.
  await page.goto("/retro-games?game=lemmings");
  await expect(page.getByRole("heading", { level: 2, name: "Lemmings" })).toBeVisible();
  await page.getByRole("button", { name: /Play Lemmings/ }).click();
  const player = page.getByRole("region", { name: "Lemmings player" });
  await expect(player).toHaveAttribute("data-phase", "unreachable", { timeout: 20_000 });
  await expect(player.getByRole("alert")).toContainText("The Internet Archive cannot be reached");
  // No frame is left showing the browser's error page.
  await expect(player.locator("iframe")).toHaveCount(0);
  const retry = player.getByRole("button", { name: "Retry" });
  await expect(retry).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(player).toHaveAttribute("data-phase", "loading");
  await expect(player).toHaveAttribute("data-phase", "unreachable", { timeout: 20_000 });
  await expect(retry).toBeVisible();
});

test("starting the site's DOS player raises no error in the page or its frame", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/retro-games");
  await startStarCourier(page);
  // The emulator's start is over once the title screen is drawn; what it reported is in.
  await waitForSettled(page);
  expect(errors).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the virtual controller shows and its buttons send keys to the game", async ({ page }) => {
    await page.goto("/retro-games");
    const player = await startStarCourier(page);
    const controller = page.getByRole("region", { name: "Virtual controller" });
    await expect(controller).toBeVisible();
    const canvas = dosCanvas(page);
    const titleScreen = await canvas.screenshot();
    await controller.getByRole("button", { name: "Start (Enter)" }).click();
    await expect(player).toHaveAttribute("data-last-key", "enter");
    // Enter leaves the title screen: the game draws something else.
    await expect
      .poll(async () => (await canvas.screenshot()).equals(titleScreen), { timeout: 20_000 })
      .toBe(false);
    await controller.getByRole("button", { name: "Left" }).click();
    await expect(player).toHaveAttribute("data-last-key", "left");
  });
});
