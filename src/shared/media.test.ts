import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  imageSources,
  MEDIA_WIDTHS,
  mediaIdOf,
  mediaPath,
  mediaSrcSet,
  mediaUrlAtWidth,
  siteImageCopies,
} from "./media";
import SITE_IMAGE_VARIANTS from "./site-image-variants.json";

const PUBLIC_DIR = join(import.meta.dirname, "../client/public");

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

describe("responsive copies of the site's own images", () => {
  it("offers AVIF and WebP widths for a shipped news cover, the original as the widest WebP", () => {
    const sources = imageSources("/images/news/stock.webp");
    expect(sources.src).toBe("/images/news/stock.webp");
    expect(sources.avifSrcSet).toMatch(
      /^\/images\/v\/news\/stock\.[0-9a-f]{10}\.400\.avif 400w, \/images\/v\/news\/stock\.[0-9a-f]{10}\.800\.avif 800w, \/images\/v\/news\/stock\.[0-9a-f]{10}\.1200\.avif 1200w$/,
    );
    expect(sources.srcSet).toMatch(
      /^\/images\/v\/news\/stock\.[0-9a-f]{10}\.400\.webp 400w, .+\.800\.webp 800w, \/images\/news\/stock\.webp 1200w$/,
    );
  });

  it("lists only files that exist in the site's public folder", () => {
    for (const url of Object.keys(SITE_IMAGE_VARIANTS)) {
      const { srcSet, avifSrcSet } = imageSources(url);
      for (const candidate of `${srcSet}, ${avifSrcSet}`.split(", ")) {
        const path = candidate.split(" ")[0] ?? "";
        expect(existsSync(join(PUBLIC_DIR, path)), path).toBe(true);
      }
    }
  });

  it("lists a shipped image's copies narrowest first, for CSS backgrounds", () => {
    const copies = siteImageCopies("/images/news/stock.webp");
    expect(copies.map((copy) => copy.width)).toEqual([400, 800, 1200]);
    expect(copies[0]?.avif).toMatch(/^\/images\/v\/news\/stock\.[0-9a-f]{10}\.400\.avif$/);
    expect(copies[2]?.webp).toBe("/images/news/stock.webp");
    expect(siteImageCopies("/media/7.webp")).toEqual([]);
  });

  it("gives copied remote images their WebP widths and other images no srcset", () => {
    expect(imageSources("/media/7.webp")).toEqual({
      src: "/media/7.webp",
      srcSet: mediaSrcSet("/media/7.webp"),
    });
    expect(imageSources("/uploads/x.png")).toEqual({ src: "/uploads/x.png", srcSet: undefined });
  });
});
