import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const PUBLIC_DIR = join(import.meta.dirname, "../../public");
const css = readFileSync(join(import.meta.dirname, "site-background.css"), "utf8");

describe("site-background.css", () => {
  const urls = [...css.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1] ?? "");

  it("names an AVIF copy for phones and one for wide screens for every theme", () => {
    expect(urls.filter((url) => url.endsWith(".960.avif"))).toHaveLength(5);
    expect(urls.filter((url) => url.endsWith(".1920.avif"))).toHaveLength(5);
  });

  it("names only images the site ships", () => {
    const missing = urls.filter((url) => !existsSync(join(PUBLIC_DIR, url)));
    expect(missing).toEqual([]);
  });
});
