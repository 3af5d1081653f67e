import { describe, expect, it } from "vitest";
import { MEDIA_WIDTHS, mediaIdOf, mediaPath, mediaSrcSet, mediaUrlAtWidth } from "./media";

describe("media addresses", () => {
  it("builds and reads the local address of a copied image", () => {
    expect(mediaPath(42)).toBe("/media/42.webp");
    expect(mediaIdOf("/media/42.webp")).toBe(42);
    expect(mediaUrlAtWidth("/media/42.webp", 480)).toBe("/media/42.webp?w=480");
  });

  it("lists every stored width in the srcset of a copied image", () => {
    expect(MEDIA_WIDTHS).toEqual([480, 960, 1600]);
    expect(mediaSrcSet("/media/7.webp")).toBe(
      "/media/7.webp?w=480 480w, /media/7.webp?w=960 960w, /media/7.webp?w=1600 1600w",
    );
  });

  it("gives no srcset for the site's own images, remote URLs or nothing", () => {
    for (const url of [
      "/images/news/stock.webp",
      "https://elsewhere.example/media/7.webp",
      "/media/7.webp?w=480",
      "/media/x.webp",
      "/media/7.png",
      "",
      null,
      undefined,
    ]) {
      expect(mediaSrcSet(url), String(url)).toBeUndefined();
      expect(mediaIdOf(url), String(url)).toBeUndefined();
    }
  });
});
