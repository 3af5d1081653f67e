import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogPost } from "../../../shared/blog";
import { MEDIA_WIDTHS, mediaIdOf, mediaSrcSet } from "../../../shared/media";
import { AccountClient, newIdentity } from "../../test/account-client";
import { createTestApp, type TestApp } from "../../test/test-app";
import { setAdminRole } from "../users/admin-bootstrap";
import { ipv6Groups, isPublicAddress } from "./address-policy";
import { MAX_IMAGE_PIXELS, processImage } from "./image-variants";
import { fetchRemoteBytes, REMOTE_IMAGE_TIMEOUT_MS, RemoteFetchError } from "./remote-fetch";

let server: Server;
let base: string;
const hits = new Map<string, number>();
let png: Buffer;
let jpeg: Buffer;
let smallPng: Buffer;
let hugePng: Buffer;

function send(response: ServerResponse, type: string, body: Buffer | string) {
  response.writeHead(200, { "content-type": type, "content-length": Buffer.byteLength(body) });
  response.end(body);
}

beforeAll(async () => {
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  png = await solid(2000, 1000).png().toBuffer();
  jpeg = await solid(1200, 800).jpeg().toBuffer();
  smallPng = await solid(200, 100).png().toBuffer();
  // 8,000 x 6,000 = 48 megapixels, yet a small file: only the pixel limit can refuse it.
  hugePng = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();

  server = createServer((request, response) => {
    const path = request.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const redirect = /^\/redirect\/(\d+)$/.exec(path);
    if (redirect) {
      const left = Number(redirect[1]);
      response.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}` : "/photo.png" });
      response.end();
      return;
    }
    switch (path.split("?")[0]) {
      case "/photo.png":
      case "/photo-again.png":
        return send(response, "image/png", png);
      case "/photo.jpg":
        return send(response, "image/jpeg", jpeg);
      case "/small.png":
        return send(response, "image/png", smallPng);
      case "/huge.png":
        return send(response, "image/png", hugePng);
      case "/not-an-image.png":
        return send(response, "image/png", "<html><body>hello</body></html>");
      case "/svg":
        return send(
          response,
          "image/svg+xml",
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        );
      case "/too-big": {
        // 11 MB of zeros with no Content-Length: the limit must count what arrives.
        response.writeHead(200, { "content-type": "image/png" });
        const chunk = Buffer.alloc(1024 * 1024);
        for (let index = 0; index < 11; index++) response.write(chunk);
        response.end();
        return;
      }
      case "/declared-too-big":
        response.writeHead(200, { "content-type": "image/png", "content-length": 50_000_000 });
        response.write(Buffer.alloc(10));
        return;
      case "/slow":
        // Never answers; the client must give up.
        return;
      case "/missing":
        response.writeHead(404).end("not found");
        return;
      case "/to-loopback":
        response.writeHead(302, { location: "http://127.0.0.1:9/photo.png" }).end();
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const allowed = { allowPrivate: true };

describe("address policy", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.0.0.1",
    "10.255.1.2",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::127.0.0.1",
    "64:ff9b::7f00:1",
    "2002:7f00:1::1",
    "fe80::1",
    "fe80::1%eth0",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "2001:db8::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "192.169.0.1",
    "2606:4700::1111",
    "::ffff:8.8.8.8",
    "2002:0808:0808::1",
  ])("allows the public address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it("expands IPv6 text to eight groups", () => {
    expect(ipv6Groups("::ffff:127.0.0.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(ipv6Groups("fe80::1")).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
  });
});

describe("fetchRemoteBytes", () => {
  it("downloads an image, following up to 3 redirects", async () => {
    expect((await fetchRemoteBytes(`${base}/photo.png`, allowed)).equals(png)).toBe(true);
    expect((await fetchRemoteBytes(`${base}/redirect/3`, allowed)).equals(png)).toBe(true);
  });

  it("refuses a fourth redirect", async () => {
    await expect(fetchRemoteBytes(`${base}/redirect/4`, allowed)).rejects.toThrow(
      "more than 3 redirects",
    );
  });

  it("refuses a body over the size limit, declared or not", async () => {
    await expect(fetchRemoteBytes(`${base}/too-big`, allowed)).rejects.toThrow(/larger than/);
    await expect(fetchRemoteBytes(`${base}/declared-too-big`, allowed)).rejects.toThrow(
      /larger than/,
    );
  });

  it("gives up on a server that does not answer, at the deadline", async () => {
    expect(REMOTE_IMAGE_TIMEOUT_MS).toBe(10_000);
    const started = Date.now();
    await expect(fetchRemoteBytes(`${base}/slow`, { ...allowed, timeoutMs: 300 })).rejects.toThrow(
      /timed out/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses error statuses and other protocols", async () => {
    await expect(fetchRemoteBytes(`${base}/missing`, allowed)).rejects.toThrow("HTTP 404");
    await expect(fetchRemoteBytes("file:///etc/passwd", allowed)).rejects.toThrow(/protocol/);
    await expect(fetchRemoteBytes("ftp://example.com/a.png", allowed)).rejects.toThrow(/protocol/);
  });

  describe("with private addresses refused (the default)", () => {
    const refused = { allowPrivate: false };
    const port = () => new URL(base).port;

    it.each([
      ["loopback", () => `${base}/photo.png`],
      ["private 10.x", () => "http://10.0.0.1/photo.png"],
      ["private 192.168.x", () => "http://192.168.0.1/photo.png"],
      ["link-local metadata", () => "http://169.254.169.254/latest/meta-data/"],
      ["IPv6 loopback", () => `http://[::1]:${port()}/photo.png`],
      ["IPv4-mapped IPv6 loopback", () => `http://[::ffff:127.0.0.1]:${port()}/photo.png`],
      ["a decimal IPv4 loopback", () => `http://2130706433:${port()}/photo.png`],
      ["a host name resolving to loopback", () => `http://localhost:${port()}/photo.png`],
    ])("refuses %s", async (_name, url) => {
      const before = hits.get("/photo.png") ?? 0;
      await expect(fetchRemoteBytes(url(), refused)).rejects.toThrow(RemoteFetchError);
      await expect(fetchRemoteBytes(url(), refused)).rejects.toThrow(/non-public address/);
      // Refused before any request reached the server.
      expect(hits.get("/photo.png") ?? 0).toBe(before);
    });

    it("checks every redirect target too", async () => {
      await expect(
        fetchRemoteBytes(`${base}/to-loopback`, { allowPrivate: true }),
      ).rejects.toThrow();
      // (The first hop is itself on loopback, so with the default it is refused at once.)
      await expect(fetchRemoteBytes(`${base}/to-loopback`, refused)).rejects.toThrow(
        /non-public address 127\.0\.0\.1/,
      );
    });
  });
});

describe("processImage", () => {
  it("re-encodes to WebP at every srcset width the image is wide enough for", async () => {
    const image = await processImage(png);
    expect(image).toMatchObject({ width: 2000, height: 1000 });
    expect(image.variants.map((variant) => variant.width)).toEqual([...MEDIA_WIDTHS]);
    for (const variant of image.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(variant.width / 2);
    }
    const jpegImage = await processImage(jpeg);
    expect(jpegImage.variants.map((variant) => variant.width)).toEqual([480, 960]);
  });

  it("keeps a small image at its own size, never enlarged", async () => {
    const image = await processImage(smallPng);
    expect(image.variants.map((variant) => [variant.width, variant.height])).toEqual([[200, 100]]);
  });

  it("refuses what is not a raster image, and images over the pixel limit", async () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    await expect(processImage(Buffer.from("<html>hello</html>"))).rejects.toThrow(/not an image/);
    await expect(processImage(Buffer.alloc(100))).rejects.toThrow(/not an image/);
    await expect(
      processImage(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
      ),
    ).rejects.toThrow(/format svg|not an image/);
    await expect(processImage(hugePng)).rejects.toThrow(/pixel|not an image/);
  });
});

describe("posts with remote images", () => {
  let t: TestApp;
  let admin: AccountClient;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { imageFetchAllowPrivate: true } });
    admin = new AccountClient(t.app);
    const user = await admin.register(newIdentity("imgadmin"));
    await setAdminRole(t.database.db, user.username, true);
  });

  afterAll(async () => {
    await t.close();
  });

  const post = (imageUrl: string, title = "Remote image post") => ({
    title,
    content: `<p>${"A long enough body for the article. ".repeat(3)}</p>`,
    excerpt: "An article with a picture",
    imageUrl,
    category: "gaming-news",
  });

  async function create(imageUrl: string): Promise<BlogPost> {
    const response = await admin.post("/api/blog", post(imageUrl));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<BlogPost>();
  }

  it("copies the image once, and the post points at the local /media/ copy", async () => {
    const before = hits.get("/photo-again.png") ?? 0;
    const first = await create(`${base}/photo-again.png`);
    expect(first.image).toMatch(/^\/media\/\d+\.webp$/);
    const second = await create(`${base}/photo-again.png`);
    expect(second.image).toBe(first.image);
    expect(hits.get("/photo-again.png")).toBe(before + 1);

    const stored = await t.database.db
      .selectFrom("posts")
      .select("image")
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(stored.image).toBe(first.image);
    const page = await t.app.inject({ method: "GET", url: `/blog/${first.id}` });
    expect(page.body).toContain(`content="http://gamehub.test${first.image}"`);
  });

  it("serves each width as WebP with long immutable cache headers", async () => {
    const created = await create(`${base}/photo.jpg`);
    const url = created.image ?? "";
    for (const [width, expected] of [
      [480, 480],
      [500, 960],
      [960, 960],
      [1600, 960],
    ] as const) {
      const response = await t.app.inject({ method: "GET", url: `${url}?w=${width}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect((await sharp(response.rawPayload).metadata()).width).toBe(expected);
    }
    const plain = await t.app.inject({ method: "GET", url });
    expect(plain.statusCode).toBe(200);
    // The policy allows images from this site only, the copies included.
    const page = await t.app.inject({ method: "GET", url: `/blog/${created.id}` });
    for (const response of [plain, page]) {
      const directives = String(response.headers["content-security-policy"]).split(";");
      expect(directives.map((directive) => directive.trim())).toContain("img-src 'self' data:");
    }
    expect(mediaSrcSet(url)).toBe(`${url}?w=480 480w, ${url}?w=960 960w, ${url}?w=1600 1600w`);
  });

  it("answers 404 or 400 for unknown images and bad widths", async () => {
    expect((await t.app.inject({ method: "GET", url: "/media/999999.webp" })).statusCode).toBe(404);
    for (const url of ["/media/0.webp", "/media/99999999999.webp", "/media/x.webp"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect([400, 404], url).toContain(response.statusCode);
    }
    const created = await create(`${base}/small.png`);
    for (const query of ["w=0", "w=-1", "w=abc", "w=1e9"]) {
      const response = await t.app.inject({ method: "GET", url: `${created.image}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().error).toBe("string");
    }
  });

  it("keeps the fallback (no image) when the download fails", async () => {
    for (const path of ["/missing", "/not-an-image.png", "/huge.png", "/redirect/4", "/svg"]) {
      const created = await create(`${base}${path}`);
      expect(created.image, path).toBeNull();
    }
  });

  it("follows 3 redirects to the image", async () => {
    const created = await create(`${base}/redirect/3`);
    expect(mediaIdOf(created.image)).toBeGreaterThan(0);
  });

  it("copies the pictures in a post's text, drops those that fail, and keeps them on edit", async () => {
    const before = hits.get("/photo.jpg") ?? 0;
    const content =
      `<p>${"Words around the pictures. ".repeat(3)}</p>` +
      `<figure><img src="${base}/photo.jpg" alt="Remote &amp; fine" /></figure>` +
      `<img src="${base}/photo.jpg?again=1&amp;x=2" alt="Same picture, other address" />` +
      `<img src="${base}/missing" alt="Gone" />` +
      '<img src="http://gamehub.test/images/og-default.jpg" alt="Ours" />';
    const response = await admin.post("/api/blog", {
      ...post(`${base}/photo.jpg`),
      content,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<BlogPost>();
    // The cover and the first picture are one source: copied once (the earlier test's copy).
    expect(hits.get("/photo.jpg") ?? 0).toBe(before);
    expect(created.content).toContain(`<img src="${created.image}" alt="Remote &amp; fine" />`);
    expect(created.content).toMatch(
      /<img src="\/media\/\d+\.webp" alt="Same picture, other address" \/>/,
    );
    expect(created.content).not.toContain("Gone");
    expect(created.content).not.toContain(base);
    expect(created.content).toContain('<img src="http://gamehub.test/images/og-default.jpg"');

    // The editor sends the stored text back: the local copies survive the sanitiser.
    const edited = await admin.request("PUT", `/api/blog/${created.id}`, {
      content: created.content,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<BlogPost>().content).toBe(created.content);
  });

  it("keeps images already on this site as they are", async () => {
    const created = await create("http://gamehub.test/images/og-default.jpg");
    expect(created.image).toBe("/images/og-default.jpg");
  });

  it("updating a post's image copies the new one", async () => {
    const created = await create(`${base}/missing`);
    const response = await admin.request("PUT", `/api/blog/${created.id}`, {
      imageUrl: `${base}/photo.png`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BlogPost>().image).toMatch(/^\/media\/\d+\.webp$/);
  });
});

describe("posts with remote images, private addresses refused (the default)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });

  afterAll(async () => {
    await t.close();
  });

  it("does not fetch from loopback and keeps the fallback", async () => {
    const admin = new AccountClient(t.app);
    const user = await admin.register(newIdentity("ssrfadmin"));
    await setAdminRole(t.database.db, user.username, true);
    const before = hits.get("/small.png") ?? 0;
    for (const imageUrl of [
      `${base}/small.png`,
      `http://localhost:${new URL(base).port}/small.png`,
      "http://169.254.169.254/latest/meta-data/",
    ]) {
      const response = await admin.post("/api/blog", {
        title: "SSRF attempt",
        content: `<p>${"A long enough body for the article. ".repeat(3)}</p>`,
        excerpt: "An article with a picture",
        imageUrl,
        category: "gaming-news",
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<BlogPost>().image).toBeNull();
    }
    expect(hits.get("/small.png") ?? 0).toBe(before);
  });
});
