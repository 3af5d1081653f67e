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
