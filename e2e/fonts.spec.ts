import { expect, test } from "./support/fixtures";

/**
 * The first view's fonts: the core files of Inter and Rajdhani (English text) are preloaded
 * with the CORS mode fonts are fetched in, carry a one-year cache, and are the files the page
 * draws with; the extra files (accented letters) wait until a page shows such a character.
 */
test("the two core font files are preloaded and drawn with; the extra files load only on demand", async ({
  page,
}) => {
  const html = await (await page.request.get("/")).text();
  const fontLinks = html.match(/<link[^>]*\bas="font"[^>]*>/g) ?? [];
  const hrefs = fontLinks.map((link) => /\bhref="([^"]+)"/.exec(link)?.[1] ?? "");
  expect(hrefs).toEqual([
    expect.stringMatching(/^\/assets\/inter-core-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/rajdhani-core-[\w-]+\.woff2$/),
  ]);
  for (const link of fontLinks) expect(link).toContain('crossorigin=""');
  for (const href of hrefs) {
    const reply = await page.request.get(href);
    expect(reply.status()).toBe(200);
    expect(reply.headers()["cache-control"]).toContain("immutable");
    expect((await reply.body()).length).toBeLessThan(21_000);
  }

  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  const fonts = await page.evaluate(() =>
    [...document.fonts].map((font) => ({
      family: font.family.replace(/"/g, ""),
      status: font.status,
      extra: font.unicodeRange.includes("U+D8-FF"),
    })),
  );
  const loaded = fonts.filter((font) => font.status === "loaded");
  expect(loaded).toEqual(
    expect.arrayContaining([
      { family: "Inter Variable", status: "loaded", extra: false },
      { family: "Rajdhani", status: "loaded", extra: false },
    ]),
  );
  expect(loaded.filter((font) => font.extra)).toEqual([]);

  // A page showing an accented letter fetches Inter's extra file for it.
  await page.evaluate(() => {
    const note = document.createElement("p");
    note.textContent = "Pokémon";
    document.querySelector("main")?.append(note);
  });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.fonts].filter(
            (font) =>
              font.family.replace(/"/g, "") === "Inter Variable" &&
              font.unicodeRange.includes("U+D8-FF") &&
              font.status === "loaded",
          ).length,
      ),
    )
    .toBe(1);
});

/**
 * Text waits for the web fonts in the stand-in faces of app/fonts.css, sized to the same widths,
 * so nothing in the first view moves when a font arrives late (on a slow phone, after the first
 * paint): Lighthouse once measured a layout shift of 0.157 on `/`, the hero heading taking a
 * line more in the stand-in. Each page is drawn twice, with the font files refused and with
 * them, and every element in the viewport must sit at the same place and height.
 */
const PHONE_WIDTHS = [360, 390, 412];
const FIRST_VIEW_PAGES = ["/", "/blog", "/blog/14", "/blog/category/gaming-news"];

async function firstViewBoxes(
  browser: import("@playwright/test").Browser,
  baseURL: string,
  path: string,
  width: number,
  fonts: "refused" | "loaded",
): Promise<string[]> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  if (fonts === "refused") await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const rajdhaniLoaded = await page.evaluate(() => document.fonts.check('700 16px "Rajdhani"'));
  expect(rajdhaniLoaded, `Rajdhani ${fonts} on ${path}`).toBe(fonts === "loaded");
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll("header, main h1, main h2, main h3, main p, main a, main img")]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.top < window.innerHeight && box.height > 0)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 24)}" top ${Math.round(box.top)} height ${Math.round(box.height)}`,
      ),
  );
  await context.close();
  return boxes;
}

for (const path of FIRST_VIEW_PAGES) {
  test(`${path}: the first view does not move when the web fonts arrive`, async ({
    browser,
    baseURL,
  }) => {
    for (const width of PHONE_WIDTHS) {
      const standIn = await firstViewBoxes(browser, baseURL ?? "", path, width, "refused");
      const webFonts = await firstViewBoxes(browser, baseURL ?? "", path, width, "loaded");
      expect(standIn.length, `${path} at ${width} px`).toBeGreaterThan(3);
      expect(webFonts, `${path} at ${width} px`).toEqual(standIn);
    }
  });
}
