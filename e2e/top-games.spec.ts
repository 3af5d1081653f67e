import { readFileSync } from "node:fs";
import { E2E_ADMIN } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/toasts";

async function signInAsAdmin(page: import("@playwright/test").Page) {
  const response = await page.request.post("/api/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password, rememberMe: false },
  });
  expect(response.status()).toBe(200);
}

test("/top-games shows ten ranked cards with searches, players, at most four tags and a Visit link", async ({
  page,
}) => {
  await page.goto("/top-games");
  const cards = page.getByRole("region", { name: "Top games" }).locator("ol > li");
  await expect(cards).toHaveCount(10);
  const first = cards.first();
  await expect(first).toContainText("Rank 1");
  await expect(first.getByRole("heading", { level: 2 })).toHaveText("Minecraft");
  await expect(first.getByText("300M+")).toBeVisible();
  await expect(first.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(4);
  const visit = first.getByRole("link", { name: /Visit/ });
  await expect(visit).toHaveAttribute("href", "https://www.minecraft.net");
  await expect(visit).toHaveAttribute("target", "_blank");
});

test("a member sees 'Admin Access Required' on /admin-top-games", async ({
  signedInPage: page,
}) => {
  await page.goto("/admin-top-games");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
});

test("an admin uploads a logo and sees it on /top-games", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin-top-games");
  await expect(
    page.getByRole("heading", { level: 1, name: "Manage Top Game Logos" }),
  ).toBeVisible();

  // Upload with no file picked: the spec's message.
  await page.getByRole("button", { name: "Upload logo for Minecraft" }).click();
  await expectToast(page, "No file selected", "Please select a logo file to upload.");

  await page.getByLabel("Logo file for Minecraft").setInputFiles({
    name: "minecraft-logo.png",
    mimeType: "image/png",
    buffer: readFileSync("src/client/app/layout/brand/logo.png"),
  });
  await expect(page.getByText("Selected: minecraft-logo.png")).toBeVisible();
  await page.getByRole("button", { name: "Upload logo for Minecraft" }).click();
  await expectToast(page, "Logo uploaded successfully");

  await page.getByRole("link", { name: "Back to Top Games" }).click();
  await expect(page).toHaveURL(/\/top-games$/);
  const logo = page.getByRole("img", { name: "Minecraft logo" });
  await expect(logo).toHaveAttribute("src", /^\/media\/game-logos\/minecraft-\d+\?v=\d+$/);
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
});

test("a refused upload shows 'Upload failed' with the server's message", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin-top-games");
  await page.getByLabel("Logo file for Fortnite").setInputFiles({
    name: "evil.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ),
  });
  await page.getByRole("button", { name: "Upload logo for Fortnite" }).click();
  await expectToast(
    page,
    "Upload failed",
    "SVG logos may not contain active content: found a <script> element",
  );
});
