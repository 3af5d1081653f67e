import { readFileSync } from "node:fs";
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { RetroGame, RetroPlayReply } from "../../../shared/retro-games";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { type Member, member } from "../../test/test-members";
import { unique } from "../../test/unique";
import { PLAY_TOO_SHORT } from "./retro-games.service";

const t = testAppForFile();
const admin = memberForFile(t, { admin: true });
const plainMember = memberForFile(t);

/** A zip of stored (uncompressed) entries, enough for the bundle checks (CRCs are not read). */
function zip(entries: Record<string, string | Buffer>, options: { sizeOverride?: number } = {}) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(options.sizeOverride ?? data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONF = "[autoexec]\nmount c .\nc:\nGAME.COM\n";

interface RawEntry {
  name: string;
  content: string | Buffer;
  /** The name written in the file's own (local) header, when it differs from the directory's. */
  localName?: string;
  deflate?: boolean;
  /** The unpacked size the directory gives, when it lies. */
  declaredSize?: number;
  /** A Unix file mode ("made by" Unix), e.g. 0o120777 for a symbolic link. */
  unixMode?: number;
}

/** A zip written field by field, so each lie a hostile bundle tells can be told. */
function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const plain = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content);
    const data = entry.deflate ? deflateRawSync(plain) : plain;
    const method = entry.deflate ? 8 : 0;
    const nameBytes = Buffer.from(entry.name);
    const localNameBytes = Buffer.from(entry.localName ?? entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(plain.length, 22);
    local.writeUInt16LE(localNameBytes.length, 26);
    locals.push(local, localNameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    if (entry.unixMode !== undefined) {
      central.writeUInt16LE((3 << 8) | 20, 4);
      central.writeUInt32LE((entry.unixMode << 16) >>> 0, 38);
    }
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(entry.declaredSize ?? plain.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + localNameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONFIG_ENTRY: RawEntry = { name: ".jsdos/dosbox.conf", content: CONF, deflate: true };

function uploadBundle(by: Member | null, gameId: number, bytes: Buffer, filename = "game.jsdos") {
  const boundary = `----gamehubtest${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="bundle"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "POST",
    url: `/api/retro-games/${gameId}/bundle`,
    payload,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      ...(by?.browser.cookie ? { cookie: by.browser.cookie } : {}),
    },
  });
}

async function list(query = ""): Promise<RetroGame[]> {
  const response = await t.app.inject({ method: "GET", url: `/api/retro-games${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ games: RetroGame[] }>().games;
}

async function newGame(): Promise<RetroGame> {
  const word = unique().toLowerCase().replace(/x/g, "-");
  const response = await admin.browser.post("/api/retro-games", {
    slug: `test-${word}`,
    title: `Test Classic ${word}`,
    developer: "Test Studio",
    description: "A classic made by a test for the arcade.",
    genre: "Puzzle",
    year: 1992,
    image: "/images/retro/lemmings.svg",
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ game: RetroGame }>().game;
}

describe("GET /api/retro-games", () => {
  it("seeds six games across several genres, the self-hosted one first with its bundle", async () => {
    const games = await list();
    expect(games.length).toBeGreaterThanOrEqual(6);
    expect(new Set(games.map((game) => game.genre)).size).toBeGreaterThanOrEqual(4);
    const [first] = games;
    expect(first).toMatchObject({ slug: "star-courier", embedUrl: null, rating: 4.5 });
    expect(first?.bundleUrl).toMatch(/^\/media\/retro-bundles\/\d+\/[0-9a-f]{16}\.jsdos$/);
    expect(first?.controls).toContain("Space fires");
    // Every other demo entry says where its embed comes from.
    for (const game of games.filter((item) => item.embedUrl)) {
      expect(game.embedUrl).toMatch(/^https:\/\/archive\.org\/embed\//);
      expect(game.source).toContain("Internet Archive");
    }
  });

  it("searches by title, developer or genre and filters by genre", async () => {
    expect((await list("?q=prince")).map((game) => game.slug)).toEqual(["prince-of-persia"]);
    expect((await list("?q=MAXIS")).map((game) => game.slug)).toEqual(["simcity"]);
    expect((await list("?genre=puzzle")).every((game) => game.genre === "Puzzle")).toBe(true);
    expect((await list("?genre=Strategy")).map((game) => game.slug)).toEqual(["oregon-trail"]);
    expect((await list("?genre=all")).length).toBe((await list()).length);
    expect(await list("?q=nothing-like-this")).toEqual([]);
    expect(await list("?q=100%25")).toEqual([]);
  });

  it("serves the self-hosted bundle with long cache headers; an old or wrong address is 404", async () => {
    const [first] = await list();
    const response = await t.app.inject({ method: "GET", url: first?.bundleUrl ?? "" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.rawPayload.equals(readFileSync("retro-games/bundles/star-courier.jsdos"))).toBe(
      true,
    );
    const wrong = (first?.bundleUrl ?? "").replace(/[0-9a-f]{16}/, "0000000000000000");
    expect((await t.app.inject({ method: "GET", url: wrong })).statusCode).toBe(404);
  });

  it("answers one game by id, 404 for an unknown one", async () => {
    const [first] = await list();
    const one = await t.app.inject({ method: "GET", url: `/api/retro-games/${first?.id}` });
    expect(one.json<{ game: RetroGame }>().game.title).toBe("Star Courier");
    const missing = await t.app.inject({ method: "GET", url: "/api/retro-games/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: string }>().error).toBe("Game not found");
  });
});

describe("admins' arcade", () => {
  it("refuses writes to visitors (401) and members (403)", async () => {
    const body = {
      slug: "x-game",
      title: "X",
      developer: "Y",
      description: "Long enough text.",
      genre: "Z",
      year: 1990,
      image: "/images/retro/lemmings.svg",
    };
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/retro-games",
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await plainMember.browser.post("/api/retro-games", body)).statusCode).toBe(403);
    const [first] = await list();
    expect(
      (await plainMember.browser.request("PATCH", `/api/retro-games/${first?.id}`, { rating: 1 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await plainMember.browser.request("DELETE", `/api/retro-games/${first?.id}`)).statusCode,
    ).toBe(403);
  });

  it("creates, edits and deletes a game, with readable validation messages", async () => {
    const game = await newGame();
    expect(game).toMatchObject({ rating: 0, embedUrl: null, bundleUrl: null });
    const bad = await admin.browser.request("PATCH", `/api/retro-games/${game.id}`, {
      rating: 4.2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain("Rating goes in halves (3.5, 4, 4.5)");
    const edited = await admin.browser.request("PATCH", `/api/retro-games/${game.id}`, {
      rating: 3.5,
      embedUrl: "https://archive.org/embed/msdos_test",
    });
    expect(edited.json<{ game: RetroGame }>().game).toMatchObject({
      rating: 3.5,
      embedUrl: "https://archive.org/embed/msdos_test",
    });
    expect((await admin.browser.request("DELETE", `/api/retro-games/${game.id}`)).statusCode).toBe(
      204,
    );
    expect((await admin.browser.request("DELETE", `/api/retro-games/${game.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe("POST /api/retro-games/:id/bundle", () => {
  it("accepts a js-dos bundle and serves it at a new address", async () => {
    const game = await newGame();
    const response = await uploadBundle(
      admin,
      game.id,
      zip({ "GAME.COM": "code", ".jsdos/dosbox.conf": CONF }),
    );
    expect(response.statusCode).toBe(200);
    const uploaded = response.json<{ game: RetroGame }>().game;
    expect(uploaded.bundleUrl).toMatch(/\.jsdos$/);
    const replaced = await uploadBundle(
      admin,
      game.id,
      zip({ "GAME2.COM": "more", ".jsdos/dosbox.conf": CONF }),
    );
    const newer = replaced.json<{ game: RetroGame }>().game.bundleUrl;
    expect(newer).not.toBe(uploaded.bundleUrl);
    expect((await t.app.inject({ method: "GET", url: uploaded.bundleUrl ?? "" })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "GET", url: newer ?? "" })).statusCode).toBe(200);
  });

  it("refuses what is not a safe js-dos bundle, saying what is wrong", async () => {
    const game = await newGame();
    const cases: [Buffer, string, string?][] = [
      [Buffer.from("MZ this is an exe, not a zip"), "The bundle is not a zip file"],
      [zip({ "GAME.COM": "code" }), "The bundle has no .jsdos/dosbox.conf"],
      [
        zip({ "../evil.bat": "x", ".jsdos/dosbox.conf": CONF }),
        'The bundle holds a file outside its folder: "../evil.bat"',
      ],
      [zip({ "/etc/passwd": "x", ".jsdos/dosbox.conf": CONF }), "outside its folder"],
      [
        zip({ "a.txt": "x", ".jsdos/dosbox.conf": CONF }, { sizeOverride: 150 * 1024 * 1024 }),
        "The bundle unpacks to more than 200 MB",
      ],
      [
        zip(Object.fromEntries([...Array(2001).keys()].map((n) => [`f${n}`, ""]))),
        "The bundle has 2001 files; at most 2000 are allowed",
      ],
      [zip({ ".jsdos/dosbox.conf": CONF }), "The bundle must be a .jsdos file", "game.exe"],
      [Buffer.alloc(21 * 1024 * 1024, 1), "The bundle must be 20 MB or smaller"],
    ];
    for (const [bytes, message, filename] of cases) {
      const response = await uploadBundle(admin, game.id, bytes, filename);
      expect(response.statusCode, message).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
    expect((await list()).find((item) => item.id === game.id)?.bundleUrl).toBeNull();
  });

  it.each<[string, RawEntry[], string]>([
    [
      "a local header that climbs out behind a harmless directory name",
      [CONFIG_ENTRY, { name: "readme/", content: "", localName: "../../evil.txt" }],
      'The bundle\'s file list names "readme/" where its data names "../../evil.txt"',
    ],
    [
      "an entry far larger than its directory says",
      [
        CONFIG_ENTRY,
        { name: "GAME.DAT", content: Buffer.alloc(4_000_000), deflate: true, declaredSize: 10 },
      ],
      'The bundle is damaged: "GAME.DAT" does not unpack to the size its file list says',
    ],
    [
      "a symbolic link",
      [CONFIG_ENTRY, { name: "passwd", content: "/etc/passwd", unixMode: 0o120777 }],
      'The bundle holds a symbolic link: "passwd"',
    ],
    [
      "one name twice",
      [CONFIG_ENTRY, { name: "GAME.COM", content: "a" }, { name: "game.com", content: "b" }],
      'The bundle holds "game.com" twice',
    ],
  ])("refuses a bundle with %s", async (_name, entries, message) => {
    const game = await newGame();
    const response = await uploadBundle(admin, game.id, rawZip(entries));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(message);
  });

  it("accepts the shipped bundle and a deflated bundle made by hand", async () => {
    const game = await newGame();
    const shipped = readFileSync("retro-games/bundles/star-courier.jsdos");
    expect((await uploadBundle(admin, game.id, shipped)).statusCode).toBe(200);
    const made = rawZip([
      CONFIG_ENTRY,
      { name: "GAME.COM", content: "x".repeat(5000), deflate: true },
    ]);
    const response = await uploadBundle(admin, game.id, made);
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ["no boundary", "multipart/form-data", Buffer.from("--x\r\n\r\n--x--\r\n")],
    [
      "a body cut off",
      "multipart/form-data; boundary=cutoff",
      Buffer.from(
        '--cutoff\r\nContent-Disposition: form-data; name="bundle"; filename="a.jsdos"\r\nContent-Type: application/octet-stream\r\n\r\nPK\x03\x04',
      ),
    ],
  ])("answers 400 for malformed multipart: %s", async (_name, contentType, payload) => {
    const game = await newGame();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/retro-games/${game.id}/bundle`,
      payload,
      headers: { "content-type": contentType, cookie: admin.browser.cookie ?? "" },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBe(
      "The upload could not be read: send the form again as multipart/form-data",
    );
  });

  it("is for admins only", async () => {
    const [first] = await list();
    const bytes = zip({ ".jsdos/dosbox.conf": CONF });
    expect((await uploadBundle(null, first?.id ?? 0, bytes)).statusCode).toBe(401);
    expect((await uploadBundle(plainMember, first?.id ?? 0, bytes)).statusCode).toBe(403);
  });
});

describe("POST /api/retro-games/:id/plays", () => {
  it("logs a play after a minute, once per game and day, and five classics unlock 'Retro Collector'", async () => {
    const player = await member(t);
    const games = await list();
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/retro-games/${games[0]?.id}/plays`,
          payload: { phase: "start" },
        })
      ).statusCode,
    ).toBe(401);
    const early = await player.browser.post(`/api/retro-games/${games[0]?.id}/plays`, {
      phase: "minute",
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: string }>().error).toBe(PLAY_TOO_SHORT);

    let last: RetroPlayReply | undefined;
    for (const game of games.slice(0, 5)) {
      await player.browser.post(`/api/retro-games/${game.id}/plays`, { phase: "start" });
      const tooSoon = await player.browser.post(`/api/retro-games/${game.id}/plays`, {
        phase: "minute",
      });
      expect(tooSoon.statusCode).toBe(409);
      t.clock.advance(61_000);
      const logged = await player.browser.post(`/api/retro-games/${game.id}/plays`, {
        phase: "minute",
      });
      last = logged.json<RetroPlayReply>();
      expect(last.logged).toBe(true);
      expect(last.award?.pointsEarned).toBe(5);
    }
    expect(last?.award?.unlockedAchievements.map((item) => item.achievementId)).toContain(
      "retro-5-classics",
    );
    const again = await player.browser.post(`/api/retro-games/${games[0]?.id}/plays`, {
      phase: "minute",
    });
    expect(again.json<RetroPlayReply>()).toEqual({ logged: false, award: null });
  });
});

describe("the DOS player's files", () => {
  it("serves js-dos and its emulator from the site, with its GPL-2.0 licence beside them", async () => {
    for (const path of [
      "js-dos.js",
      "js-dos.css",
      "emulators/emulators.js",
      "emulators/wdosbox.wasm",
    ]) {
      const response = await t.app.inject({ method: "GET", url: `/vendor/js-dos/8.4.1/${path}` });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["cache-control"]).toContain("immutable");
    }
    const licence = await t.app.inject({ method: "GET", url: "/vendor/js-dos/8.4.1/LICENSE.txt" });
    expect(licence.body).toContain("GNU GENERAL PUBLIC LICENSE");
    const map = await t.app.inject({ method: "GET", url: "/vendor/js-dos/8.4.1/js-dos.js.map" });
    expect(map.statusCode).toBe(404);
  });

  it("gives the player's own document the only policy that allows eval; pages keep theirs", async () => {
    const player = await t.app.inject({ method: "GET", url: "/retro-player" });
    expect(player.statusCode).toBe(200);
    expect(player.headers["content-security-policy"]).toContain("'unsafe-eval'");
    expect(player.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(player.body).toContain('<script src="/vendor/js-dos/8.4.1/js-dos.js"></script>');
    const page = await t.app.inject({ method: "GET", url: "/retro-games" });
    expect(page.headers["content-security-policy"]).not.toContain("'unsafe-eval'");
  });
});
