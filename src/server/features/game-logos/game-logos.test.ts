import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import type { Member } from "../../test/test-members";

const t = testAppForFile();
const admin = memberForFile(t, { admin: true });
const plainMember = memberForFile(t);
let gta: { id: number; title: string };

beforeAll(async () => {
  gta = await t.database.db
    .selectFrom("games")
    .select(["id", "title"])
    .where("slug", "=", "gta")
    .executeTakeFirstOrThrow();
});

interface FilePart {
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----gamehubtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="gameLogo"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  by: Member | null,
  file?: FilePart,
  fields: Record<string, string> = {},
  game: { id: number; title: string } = gta,
) {
  const body = multipart({ gameName: game.title, gameId: String(game.id), ...fields }, file);
  return t.app.inject({
    method: "POST",
    url: "/api/upload/game-logo",
    payload: body.payload,
    headers: { ...body.headers, ...(by?.browser.cookie ? { cookie: by.browser.cookie } : {}) },
  });
}

async function png(width = 64, height = 64, withMetadata = false): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: "#ff6600" } });
  return (
    withMetadata ? image.withMetadata({ exif: { IFD0: { Artist: "Secret Person" } } }) : image
  )
    .png()
    .toBuffer();
}

const svg = (body: string, attributes = "") =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" ${attributes}>${body}</svg>`,
  );

describe("POST /api/upload/game-logo", () => {
  it("is for admins only", async () => {
    const file = { filename: "logo.png", type: "image/png", bytes: await png() };
    const signedOut = await upload(null, file);
    expect(signedOut.statusCode).toBe(401);
    const byMember = await upload(plainMember, file);
    expect(byMember.statusCode).toBe(403);
  });

  it("refuses a request without a file with 'No file selected'", async () => {
    const response = await upload(admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("No file selected");
  });

  it("accepts a PNG, re-encoded without its metadata, and serves it at the title's path", async () => {
    const response = await upload(admin, {
      filename: "gta.png",
      type: "image/png",
      bytes: await png(64, 64, true),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { path } = response.json<{ path: string }>();
    expect(path).toMatch(new RegExp(`^/media/game-logos/gtav-${gta.id}\\?v=\\d+$`));

    const served = await t.app.inject({ method: "GET", url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.width).toBe(64);
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("Secret Person"))).toBe(false);
  });

  it("accepts a JPEG", async () => {
    const bytes = await sharp({
      create: { width: 80, height: 40, channels: 3, background: "#123456" },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(admin, { filename: "gta.jpg", type: "image/jpeg", bytes });
    expect(response.statusCode, response.body).toBe(200);
    const served = await t.app.inject({ method: "GET", url: "/media/game-logos/gtav" });
    expect(served.headers["content-type"]).toBe("image/jpeg");
  });

  it("accepts a clean SVG and serves a sanitised copy with the sandbox CSP", async () => {
    const bytes = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f60"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><use href="#g"/>',
    );
    const response = await upload(admin, { filename: "gta.svg", type: "image/svg+xml", bytes });
    expect(response.statusCode, response.body).toBe(200);
    const served = await t.app.inject({ method: "GET", url: "/media/game-logos/gtav" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toContain("image/svg+xml");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.body).toContain("<linearGradient");
    expect(served.body).toContain('fill="url(#g)"');
    expect(served.body).not.toMatch(/<script|onload|foreignObject/i);
  });

  it.each([
    [
      "<script>",
      svg('<script>alert(1)</script><rect width="1" height="1"/>'),
      "a <script> element",
    ],
    [
      "onload=",
      svg('<rect width="1" height="1"/>', 'onload="alert(1)"'),
      "an event handler attribute",
    ],
    [
      "<foreignObject>",
      svg("<foreignObject><div>hi</div></foreignObject>"),
      "a <foreignObject> element",
    ],
    [
      "an external href",
      svg('<image href="https://evil.example/x.png" width="1" height="1"/>'),
      "an external reference",
    ],
    [
      "a javascript: URL",
      svg('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'),
      "a javascript: URL",
    ],
    [
      "a data: URL that is not an image",
      svg('<image href="data:text/html;base64,PGgxPg==" width="1" height="1"/>'),
      "a data: URL",
    ],
    [
      "a CSS-escaped url( in a style element",
      svg(
        '<style>rect { fill: u\\72l(https://evil.example/x.svg#p) }</style><rect width="1" height="1"/>',
      ),
      "an external reference",
    ],
    [
      "a CSS-escaped url( in a style attribute",
      svg('<rect width="1" height="1" style="fill: \\75 rl(//evil.example/x)"/>'),
      "an external reference",
    ],
    [
      "a url( split by a CSS comment",
      svg(
        '<style>rect { fill: u/**/rl(https://evil.example/x) }</style><rect width="1" height="1"/>',
      ),
      "an external reference",
    ],
    [
      "an @import spelt with an escape",
      svg('<style>@im\\70ort "https://evil.example/x.css";</style><rect width="1" height="1"/>'),
      "an external reference",
    ],
    [
      "a url( spelt with an XML character reference",
      svg('<rect width="1" height="1" style="fill: u&#114;l(https://evil.example/x)"/>'),
      "an external reference",
    ],
  ])("refuses an SVG with %s, naming it", async (_name, bytes, found) => {
    const response = await upload(admin, { filename: "logo.svg", type: "image/svg+xml", bytes });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain("SVG logos may not contain active content");
    expect(response.json().error).toContain(found);
  });

  it("refuses a PNG renamed .svg, and a declared type that disagrees with the content", async () => {
    const bytes = await png();
    const renamed = await upload(admin, { filename: "logo.svg", type: "image/svg+xml", bytes });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toBe("The file is a PNG image but its name ends in .svg");
    const declared = await upload(admin, { filename: "logo.png", type: "image/jpeg", bytes });
    expect(declared.statusCode).toBe(400);
    expect(declared.json().error).toContain("was sent as image/jpeg");
  });

  it("refuses what is not an SVG, PNG or JPEG", async () => {
    const gif = Buffer.from("R0lGODlhAQABAAAAACw=", "base64");
    const response = await upload(admin, { filename: "logo.gif", type: "image/gif", bytes: gif });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Only SVG, PNG and JPEG logos can be uploaded");
  });

  it("refuses a 3 MB file and a 20-megapixel image", async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(3 * 1024 * 1024, 1)]);
    const tooLarge = await upload(admin, { filename: "big.png", type: "image/png", bytes: big });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error).toBe("The logo must be 2 MB or smaller");

    const huge = await sharp({
      create: { width: 5000, height: 4000, channels: 3, background: "#000" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    const tooManyPixels = await upload(admin, {
      filename: "huge.png",
      type: "image/png",
      bytes: huge,
    });
    expect(tooManyPixels.statusCode).toBe(400);
    expect(tooManyPixels.json().error).toBe(
      "The logo is 5000 x 4000 pixels; at most 16 megapixels are allowed",
    );
  });

  it("refuses an unknown game or a name that does not match it", async () => {
    const file = { filename: "logo.png", type: "image/png", bytes: await png() };
    expect((await upload(admin, file, { gameId: "999999" })).statusCode).toBe(404);
    const wrongName = await upload(admin, file, { gameName: "Fortnite" });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().error).toContain('not "Fortnite"');
  });

  it("replaces the previous logo, and the top games list names the new version", async () => {
    const first = await upload(admin, {
      filename: "a.png",
      type: "image/png",
      bytes: await png(32, 32),
    });
    expect(first.statusCode).toBe(200);
    t.clock.advance(1000);
    const second = await upload(admin, {
      filename: "b.png",
      type: "image/png",
      bytes: await png(48, 48),
    });
    const { path } = second.json<{ path: string }>();
    const served = await t.app.inject({ method: "GET", url: "/media/game-logos/gtav" });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(48);
    const rows = await t.database.db
      .selectFrom("gameLogos")
      .select("logoKey")
      .where("gameId", "=", gta.id)
      .execute();
    expect(rows).toEqual([{ logoKey: "gtav" }]);
    const top = await t.app.inject({ method: "GET", url: "/api/top-games" });
    const listed = top
      .json<{ games: { title: string; logo: string | null }[] }>()
      .games.find((game) => game.title === "GTA V");
    expect(listed?.logo).toBe(path);
  });

  it("answers 404 for a key without a logo", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/media/game-logos/nosuchgame" })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/media/game-logos/..%2Fetc" })).statusCode,
    ).toBe(404);
  });
});

describe("logos belong to a game", () => {
  // Past the hour of the uploads above, so the upload limit does not answer instead.
  beforeEach(() => {
    t.clock.advance(61 * 60_000);
  });

  it("keeps each game's logo when two titles make the same key", async () => {
    const created = await admin.browser.post("/api/games", {
      slug: "g-t-a-v-tribute",
      title: "G-T-A-V",
      description: "A tribute game whose title loses its dashes in a logo key.",
      genre: "Action",
      developer: "Test Studio",
      image: "/images/games/art/fallback.webp",
      officialUrl: "https://example.com/gtav-tribute",
    });
    expect(created.statusCode, created.body).toBe(201);
    const tribute = created.json<{ game: { id: number; title: string } }>().game;

    const original = await upload(admin, {
      filename: "gta.png",
      type: "image/png",
      bytes: await png(40, 40),
    });
    expect(original.statusCode, original.body).toBe(200);
    const copy = await upload(
      admin,
      { filename: "tribute.png", type: "image/png", bytes: await png(24, 24) },
      {},
      tribute,
    );
    expect(copy.statusCode, copy.body).toBe(200);
    const originalPath = original.json<{ path: string }>().path;
    const copyPath = copy.json<{ path: string }>().path;
    expect(copyPath).toMatch(new RegExp(`^/media/game-logos/gtav-${tribute.id}\\?v=\\d+$`));

    const served = await t.app.inject({ method: "GET", url: originalPath });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
    const servedCopy = await t.app.inject({ method: "GET", url: copyPath });
    expect((await sharp(servedCopy.rawPayload).metadata()).width).toBe(24);
    // An address handed out before logos were served by game id still shows the older game's.
    const legacy = await t.app.inject({ method: "GET", url: "/media/game-logos/gtav" });
    expect((await sharp(legacy.rawPayload).metadata()).width).toBe(40);
    const top = await t.app.inject({ method: "GET", url: "/api/top-games" });
    const listed = top
      .json<{ games: { id: number; logo: string | null }[] }>()
      .games.find((game) => game.id === gta.id);
    expect(listed?.logo).toBe(originalPath);
  });

  it("answers 404 for a game id past the range or without a logo", async () => {
    for (const key of ["gtav-2147483648", "gtav-99999", "x-0", "gtav-", "-"]) {
      const response = await t.app.inject({ method: "GET", url: `/media/game-logos/${key}` });
      expect(response.statusCode, key).toBe(404);
    }
  });

  it("takes parallel uploads for one game, the last one standing", async () => {
    const bytes = await png(30, 30);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        upload(admin, { filename: "same.png", type: "image/png", bytes }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const rows = await t.database.db
      .selectFrom("gameLogos")
      .select("gameId")
      .where("gameId", "=", gta.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("names the game in the admin audit entry of an upload", async () => {
    const response = await upload(admin, {
      filename: "gta.png",
      type: "image/png",
      bytes: await png(36, 36),
    });
    expect(response.statusCode, response.body).toBe(200);
    const audit = await admin.browser.get("/api/admin/audit?action=game.logo.upload");
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json<{
      entries: { action: string; targetType: string; targetId: string; after: unknown }[];
    }>().entries;
    expect(entries[0]).toMatchObject({
      action: "game.logo.upload",
      targetType: "game",
      targetId: String(gta.id),
      after: {
        title: "GTA V",
        logo: response.json<{ path: string }>().path,
        contentType: "image/png",
        width: 36,
        height: 36,
      },
    });
    // One entry per upload: the catch-all trail of admin writes does not add a second.
    const all = await admin.browser.get("/api/admin/audit?action=upload.");
    expect(all.json<{ entries: unknown[] }>().entries).toEqual([]);
  });
});

describe("malformed uploads", () => {
  it.each([
    ["no boundary", "multipart/form-data", Buffer.from("--x\r\n\r\n--x--\r\n")],
    [
      "a body cut off",
      "multipart/form-data; boundary=cutoff",
      Buffer.from(
        '--cutoff\r\nContent-Disposition: form-data; name="gameLogo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n',
      ),
    ],
    ["a boundary that never comes", "multipart/form-data; boundary=zzz", Buffer.from("hello")],
  ])("answers 400 for %s", async (_name, contentType, payload) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/upload/game-logo",
      payload,
      headers: { "content-type": contentType, cookie: admin.browser.cookie ?? "" },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBe(
      "The upload could not be read: send the form again as multipart/form-data",
    );
  });
});
