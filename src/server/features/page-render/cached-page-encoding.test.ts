import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressPage } from "./cached-page-encoding";

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip;q=0.8, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("BR ; q=0.5")).toBe("br");
  });

  it("sends the page as it is when neither is accepted", () => {
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("")).toBe("identity");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding("gzip;q=0")).toBe("identity");
  });
});

describe("compressPage", () => {
  it("keeps the page and both compressed copies of it", async () => {
    const html = `<!doctype html><p>${"Héllo, players. ".repeat(200)}</p>`;
    const page = await compressPage({ status: 404, html });
    expect(page.status).toBe(404);
    expect(page.html).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(brotliDecompressSync(page.brotli).toString()).toBe(html);
    expect(page.brotli.length).toBeLessThan(Buffer.byteLength(html) / 10);
  });
});
