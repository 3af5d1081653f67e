import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { AccountClient, newIdentity } from "../test/account-client";
import { insertTestPost } from "../test/post-factory";
import { testAppForFile } from "../test/test-fixtures";
import { decodeCursor, encodeCursor, INVALID_CURSOR_MESSAGE, MAX_CURSOR_OFFSET } from "./cursor";

/**
 * Random and crafted page positions at every paginated endpoint (and the ids they page by):
 * whatever comes in, the answer is 200 or a 4xx with a JSON `error`, on both engines.
 */
const RUNS = 60;
const POSTS = 7;

const t = testAppForFile({ seed: false });
let cookie: string;
let cursorOfPage2: string;

beforeAll(async () => {
  const start = t.clock.now().getTime();
  for (let index = 0; index < POSTS; index++) {
    await insertTestPost(t.database.db, {
      slug: `fuzz-game-${index}`,
      title: `Fuzz game news ${index}`,
      excerpt: "A game story",
      publishedAt: new Date(start - index * 60_000).toISOString(),
      tags: ["PC Gaming"],
    });
  }
  const client = new AccountClient(t.app, "10.78.0.1");
  await client.register(newIdentity("cursor"));
  cookie = client.cookie ?? "";
  const first = await t.app.inject({ method: "GET", url: "/api/blog?limit=2" });
  cursorOfPage2 = first.json().nextCursor;
});

const b64 = (value: unknown) => encodeCursor(value);
const raw = (text: string) => Buffer.from(text, "utf8").toString("base64url");

/** Hand-made cursors: each is a way the old decoder let a bad value reach the database. */
const CRAFTED: string[] = [
  "!!!",
  "not base64 at all",
  "%00",
  "====",
  "a",
  "A".repeat(199),
  raw("null"),
  raw("[]"),
  raw("1"),
  raw('"x"'),
  raw("{"),
  raw("{}"),
  raw('{"offset":"5"}'),
  raw("\ud800"),
  b64({ offset: -1 }),
  b64({ offset: 1.5 }),
  b64({ offset: 1e20 }),
  b64({ offset: 2 ** 63 }),
  b64({ offset: Number.MAX_SAFE_INTEGER }),
  b64({ offset: MAX_CURSOR_OFFSET + 1 }),
  raw('{"offset":1e400}'),
  raw('{"offset":9223372036854775808}'),
  raw('{"offset":99999999999999999999999999999}'),
  b64({ publishedAt: "2020-01-01T00:00:00.000Z", id: 1e20 }),
  b64({ publishedAt: "2020-01-01T00:00:00.000Z", id: 2 ** 63 }),
  raw('{"publishedAt":"2020-01-01T00:00:00.000Z","id":18446744073709551616}'),
  b64({ publishedAt: "2020-01-01T00:00:00.000Z", id: 2_147_483_648 }),
  b64({ publishedAt: "2020-01-01T00:00:00.000Z", id: -5 }),
  b64({ publishedAt: "2020-01-01T00:00:00.000Z", id: 0 }),
  b64({ publishedAt: "2020-01-01T00:00:00.000Z", id: 1.5 }),
  b64({ publishedAt: "2020-01-01T00:00:00.000Z", id: "1" }),
  b64({ publishedAt: "2020-01-01T00:00:00.000Z", id: null }),
  b64({ publishedAt: "+275760-09-13T00:00:00.000Z", id: 1 }),
  b64({ publishedAt: "-271821-04-20T00:00:00.000Z", id: 1 }),
  b64({ publishedAt: "0001-01-01T00:00:00.000Z", id: 1 }),
  b64({ publishedAt: "2020-02-30T00:00:00.000Z", id: 1 }),
  b64({ publishedAt: "2020-01-01T25:00:00.000Z", id: 1 }),
  b64({ publishedAt: "1", id: 1 }),
  b64({ publishedAt: "Tue 2", id: 1 }),
  b64({ publishedAt: "2020-01-01", id: 1 }),
  b64({ publishedAt: "2020-01-01T00:00:00.000Z\u0000", id: 1 }),
  b64({ publishedAt: "2020-01-01T00:00:00.000Z\ud800", id: 1 }),
  b64({ publishedAt: "' OR 1=1 --", id: 1 }),
  b64({ publishedAt: 1_577_836_800_000, id: 1 }),
  b64({ publishedAt: "2020-01-01T00:00:00.000Z", id: 1, offset: 3 }),
  b64({ __proto__: { offset: 1 } }),
  raw('{"__proto__":{"offset":1}}'),
  raw('{"constructor":{"prototype":{"offset":1}}}'),
  b64({ offset: 0, extra: "x".repeat(100) }),
];

/** Longer than any cursor the server makes. */
const TOO_LONG = ["A".repeat(201), b64({ offset: 0, extra: "x".repeat(200) }), "A".repeat(100_000)];

const jsonCursor = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }).map(b64),
  fc
    .record(
      {
        offset: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String), fc.string()),
        publishedAt: fc.oneof(
          fc
            .date({ noInvalidDate: false })
            .map((date) => (Number.isNaN(date.getTime()) ? "Invalid Date" : date.toISOString())),
          fc.string(),
          fc.integer(),
        ),
        id: fc.oneof(
          fc.integer(),
          fc.double(),
          fc.bigInt().map((value) => Number(value)),
        ),
      },
      { requiredKeys: [] },
    )
    .map(b64),
  fc.string({ unit: "binary", maxLength: 60 }).map(raw),
);

const anyCursor = fc.oneof(
  { arbitrary: fc.constantFrom(...CRAFTED), weight: 2 },
  { arbitrary: jsonCursor, weight: 4 },
  { arbitrary: fc.base64String({ maxLength: 80 }), weight: 1 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 80 }), weight: 1 },
  { arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 2000 }), weight: 1 },
);

/** Numbers as a client might send them in a query or path. */
const NUMBER_TEXTS = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "1e20",
  "1e309",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x10",
  "2147483647",
  "2147483648",
  "9007199254740991",
  "9007199254740993",
  "9223372036854775807",
  "9223372036854775808",
  "18446744073709551616",
  "99999999999999999999999999999",
  " 1",
  "",
];
const numberText = fc.oneof(
  fc.constantFrom(...NUMBER_TEXTS),
  fc.integer().map(String),
  fc.bigInt().map(String),
  fc.double().map(String),
);

/** Percent-encodes every UTF-8 byte (a lone surrogate becomes the replacement character). */
function q(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`)
    .join("");
}

async function send(url: string, signedIn = false): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({
    method: "GET",
    url,
    headers: signedIn ? { cookie } : {},
  });
  const label = `GET ${url.length > 200 ? `${url.slice(0, 200)}…` : url}`;
  expect(response.statusCode, `${label} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect([200, 400, 401, 404, 414], `${label} → ${response.body.slice(0, 300)}`).toContain(
    response.statusCode,
  );
  if (response.statusCode >= 400 && url.startsWith("/api/")) {
    expect(typeof response.json().error, label).toBe("string");
  }
  return response;
}

describe("GET /api/blog with crafted cursors", () => {
  it("answers 400 with a readable message for every crafted cursor, in list and search order", async () => {
    for (const cursor of CRAFTED) {
      for (const extra of ["", "&q=game", "&category=gaming-news&tag=PC%20Gaming"]) {
        const response = await send(`/api/blog?limit=2&cursor=${q(cursor)}${extra}`);
        expect(response.statusCode, cursor.slice(0, 80)).toBe(400);
        expect(response.json().error, cursor.slice(0, 80)).toBe(INVALID_CURSOR_MESSAGE);
      }
    }
    for (const cursor of TOO_LONG) {
      const response = await send(`/api/blog?limit=2&cursor=${q(cursor)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/200 characters/);
    }
  });

  it("accepts well-formed positions at the edges of the range", async () => {
    for (const cursor of [
      b64({ publishedAt: "9999-12-31T23:59:59.999Z", id: 2_147_483_647 }),
      b64({ publishedAt: "1970-01-01T00:00:00.000Z", id: 1 }),
      b64({ offset: MAX_CURSOR_OFFSET }),
    ]) {
      expect((await send(`/api/blog?limit=2&cursor=${q(cursor)}`)).statusCode).toBe(200);
    }
  });

  it("treats an empty cursor as the first page", async () => {
    const response = await send("/api/blog?limit=2&cursor=");
    expect(response.statusCode).toBe(200);
    expect(response.json().posts).toHaveLength(2);
  });

  it("still pages with the cursors the server hands out", async () => {
    const second = await send(`/api/blog?limit=2&cursor=${q(cursorOfPage2)}`);
    expect(second.statusCode).toBe(200);
    expect(second.json().posts.map((post: { slug: string }) => post.slug)).toEqual([
      "fuzz-game-2",
      "fuzz-game-3",
    ]);
    const search = await send("/api/blog?limit=3&q=game");
    expect(search.statusCode).toBe(200);
    const next = await send(`/api/blog?limit=3&q=game&cursor=${q(search.json().nextCursor)}`);
    expect(next.statusCode).toBe(200);
    expect(next.json().posts).toHaveLength(3);
  });

  it("never answers 5xx for random cursors and limits", async () => {
    await fc.assert(
      fc.asyncProperty(
        anyCursor,
        fc.option(numberText, { nil: undefined }),
        fc.constantFrom("", "&q=game", "&dateRange=week", "&tag=PC%20Gaming"),
        async (cursor, limit, extra) => {
          const limitPart = limit === undefined ? "" : `&limit=${q(limit)}`;
          await send(`/api/blog?cursor=${q(cursor)}${limitPart}${extra}`);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe("numbered pages and ids", () => {
  it("GET /api/blog/categories/:slug/posts never answers 5xx for any page number", async () => {
    for (const page of NUMBER_TEXTS) {
      await send(`/api/blog/categories/gaming-news/posts?page=${q(page)}`);
    }
    await fc.assert(
      fc.asyncProperty(numberText, async (page) => {
        await send(`/api/blog/categories/gaming-news/posts?page=${q(page)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it("answers ids beyond the database's integers with 404 or 400, on every id route", async () => {
    const routes: [string, boolean][] = [
      ["/api/blog/:id", false],
      ["/api/blog/:id/comments", false],
      ["/blog/:id", false],
      ["/api/users/:id", true],
      ["/api/gamification/level/:id", true],
      ["/api/gamification/achievements/:id", true],
      ["/api/gamification/ranking/:id", true],
    ];
    for (const [route, signedIn] of routes) {
      // (" 1" is post 1, which exists.)
      for (const id of NUMBER_TEXTS.filter((text) => text.trim() !== "" && text !== " 1")) {
        const response = await send(route.replace(":id", q(id)), signedIn);
        expect([400, 404], `${route} ${id}`).toContain(response.statusCode);
      }
    }
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), numberText, async ([route, signedIn], id) => {
        if (id.trim() === "") return;
        await send(route.replace(":id", q(id)), signedIn);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("decodeCursor", () => {
  it("gives back what encodeCursor made, checked by the schema", async () => {
    const { z } = await import("zod");
    const schema = z.strictObject({ offset: z.number().int().min(0) });
    expect(decodeCursor(schema, encodeCursor({ offset: 12 }))).toEqual({ offset: 12 });
    expect(() => decodeCursor(schema, encodeCursor({ offset: -1 }))).toThrow(
      INVALID_CURSOR_MESSAGE,
    );
  });
});
