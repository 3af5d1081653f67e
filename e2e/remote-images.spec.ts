import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { E2E_ADMIN } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";

/**
 * A post whose image lives on another host shows it under the Content-Security-Policy
 * (`img-src 'self' data:`): the server copied it to /media/ and the page offers its widths.
 * The "other host" is a local server; the test server allows private addresses for that
 * (IMAGE_FETCH_ALLOW_PRIVATE in playwright.config.ts).
 */
let server: Server;
let imageUrl: string;

test.beforeAll(async () => {
  const png = await sharp({
    create: { width: 1800, height: 1000, channels: 3, background: { r: 30, g: 160, b: 90 } },
  })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    if (request.url === "/cover.png") {
      response.writeHead(200, { "content-type": "image/png" }).end(png);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  imageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cover.png`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test("a post's remote image is shown from the site's own copy, with srcset widths", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const signedIn = await page.request.post("/api/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(signedIn.status()).toBe(200);
  const created = await page.request.post("/api/blog", {
    data: {
      title: `Remote cover ${Date.now()}`,
      content: `<p>${"A story whose cover picture lives on another host. ".repeat(2)}</p>`,
      excerpt: "A story with a remote cover",
      imageUrl,
      category: "gaming-news",
    },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { id: number; image: string };
  expect(post.image).toMatch(/^\/media\/\d+\.webp$/);

  await page.goto(`/blog/${post.id}`);
  const cover = page.locator(`img[src="${post.image}"]`).first();
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute("srcset", new RegExp(`${post.image}\\?w=480 480w`));
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  // The browser picked one of the stored widths.
  const current = await cover.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(current).toMatch(/\/media\/\d+\.webp\?w=(480|960|1600)$/);
  expect(violations).toEqual([]);
});
