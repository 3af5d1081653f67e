import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MINUTE_MS } from "../../../shared/time-units";
import { AccountClient, newIdentity } from "../../test/account-client";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testAppForFile } from "../../test/test-fixtures";

/**
 * Random and hostile input at every account endpoint of docs/accounts-api.md: whatever comes in,
 * the server never answers 5xx, and every error is JSON with an `error` string.
 */
const RUNS = 40;
const FUZZ_IP = "10.77.0.2";
const LOGIN_IP = "10.77.0.1";

const t = testAppForFile({ seed: false });
let fuzzUser: ReturnType<typeof newIdentity>;
let signedInCookie: string | undefined;

beforeAll(async () => {
  fuzzUser = newIdentity("fuzz");
  const client = new AccountClient(t.app, LOGIN_IP);
  await client.register(fuzzUser);
  signedInCookie = client.cookie;
});

/** The fuzz user's cookie, signing in again when a fuzzed request (logout…) ended the session. */
async function ensureSignedIn(): Promise<string> {
  if (signedInCookie) {
    const check = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: signedInCookie },
    });
    if (check.statusCode === 200) return signedInCookie;
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    const client = new AccountClient(t.app, LOGIN_IP);
    const response = await client.login(fuzzUser.username, fuzzUser.password, true);
    if (response.statusCode === 429) {
      // Fuzzed sign-ins may have used up the account's attempts; let the window pass.
      t.clock.advance(16 * MINUTE_MS);
      continue;
    }
    if (response.statusCode !== 200 || !client.cookie || "requiresTwoFactor" in response.json()) {
      throw new Error(`could not sign the fuzz user in again: ${response.body}`);
    }
    signedInCookie = client.cookie;
    return signedInCookie;
  }
  throw new Error("the fuzz user stays rate-limited");
}

// ---- Arbitraries -----------------------------------------------------------------------------

const ODD_STRINGS = [
  "",
  " ",
  "   \t\r\n",
  "\u0000",
  "a\u0000b",
  "Str0ngPass!\u0000",
  "12345\u0000",
  "\uD800",
  "\uDFFFabc",
  "\uFEFF",
  "\u202Eexe.txt",
  "😀😀😀😀😀😀",
  "Ｓｔｒ０ｎｇ",
  "١٢٣٤٥٦",
  "１２３４５６",
  "123456",
  " 123456 ",
  "000000",
  "12345678901234567890",
  "-1",
  "1e309",
  "NaN",
  "null",
  "undefined",
  "true",
  "__proto__",
  "constructor",
  "' OR '1'='1",
  "'; drop table users; --",
  '"\\',
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "%00",
  "%zz",
  "$" + "{7*7}",
  "{{7*7}}",
  "a@b",
  "a@b.c",
  "@example.com",
  "user@example.com\u0000",
  "USER@EXAMPLE.COM",
  "admin",
  "Admin",
  "Str0ngPass!",
];

/** Percent-encodes every UTF-8 byte, so any string (lone surrogates too) makes a valid URL part. */
function pct(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`)
    .join("");
}

const oddString = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary-ascii", maxLength: 40 }),
);

/** From just over the schemas' limits up to past the 1 MiB body limit. */
const hugeString = fc
  .tuple(
    fc.constantFrom("a", "A1!", "é", "😀", "\u0000", "0", " "),
    fc.integer({ min: 100, max: 600_000 }),
  )
  .map(([unit, times]) => unit.repeat(times));

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 4 }),
  fc.object({ maxDepth: 1 }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308, 123456, 0),
);

const plausible: Record<string, fc.Arbitrary<unknown>> = {
  username: fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9_-]{3,30}$/),
    fc.constant("fuzz_nobody"),
    fc.emailAddress(),
  ),
  email: fc.oneof(fc.emailAddress(), fc.constant("nobody@example.com")),
  password: fc.oneof(fc.constantFrom("Str0ngPass!", "An0ther-Pass!", "Wrong1!x"), oddString),
  currentPassword: fc.constantFrom("Str0ngPass!", "wrong"),
  newPassword: fc.constantFrom("N3w-Passw0rd!", "short"),
  code: fc.stringMatching(/^\d{6}$/),
  token: fc.oneof(
    fc.base64String({ minLength: 4, maxLength: 64 }),
    fc.stringMatching(/^[\w-]{43}$/),
  ),
  captchaToken: fc
    .dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }))
    .map((value) => Buffer.from(JSON.stringify(value)).toString("base64")),
  rememberMe: fc.boolean(),
};

function fieldValue(key: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: plausible[key] ?? oddString, weight: 3 },
    { arbitrary: oddString, weight: 4 },
    { arbitrary: wrongType, weight: 2 },
    { arbitrary: hugeString, weight: 1 },
  );
}

/** A valid-looking value for each field, so the odd one in a body gets past the others' checks. */
const BASE_VALUES: Record<string, unknown> = {
  username: "fuzz_somebody",
  email: "somebody@example.com",
  password: "Str0ngPass!x",
  currentPassword: "Str0ngPass!",
  newPassword: "N3w-Passw0rd!",
  code: "123456",
  token: "A".repeat(43),
  captchaToken: "eyJhIjoxfQ==",
  rememberMe: true,
};

/** Ways to spoil one field of an otherwise valid body (NUL bytes break PostgreSQL text). */
const POISONS: ((value: unknown) => unknown)[] = [
  (value) => `${String(value).slice(0, 3)}\u0000${String(value).slice(3)}`,
  (value) => `${value}\u0000`,
  (value) => `${value}\uD800`,
  (value) => `\u202E${value}\uFEFF`,
  (value) => ` ${value} `,
  (value) => String(value).toUpperCase(),
  (value) => String(value).repeat(300),
  () => 123456,
  () => null,
  (value) => [value],
  (value) => ({ value }),
];

function baseBody(keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, BASE_VALUES[key] ?? "x"]));
}

/**
 * Random bodies for an endpoint, and the examples always tried first: its valid-looking body
 * with each field spoiled in each way.
 */
function bodiesFor(keys: readonly string[]): {
  arbitrary: fc.Arbitrary<unknown>;
  examples: [unknown][];
} {
  const shaped = fc.record(Object.fromEntries(keys.map((key) => [key, fieldValue(key)])), {
    requiredKeys: [],
  });
  const withExtra = fc
    .tuple(shaped, fc.dictionary(fc.string({ maxLength: 12 }), fc.anything({ maxDepth: 2 })))
    .map(([known, extra]) => ({ ...extra, ...known }));
  const variants: { arbitrary: fc.Arbitrary<unknown>; weight: number }[] = [
    { arbitrary: shaped, weight: 3 },
    { arbitrary: withExtra, weight: 1 },
    { arbitrary: fc.anything(), weight: 2 },
    { arbitrary: fc.object(), weight: 1 },
    { arbitrary: oddString, weight: 1 },
    { arbitrary: hugeString, weight: 1 },
  ];
  if (keys.length > 0) {
    const oneFieldOff = fc
      .tuple(
        fc.constantFrom(...keys),
        fc.oneof(
          fc.constantFrom(...POISONS),
          fieldValue("").map((value) => () => value),
        ),
      )
      .map(([key, spoil]) => ({ ...baseBody(keys), [key]: spoil(BASE_VALUES[key] ?? "x") }));
    variants.push({ arbitrary: oneFieldOff, weight: 4 });
  }
  const examples: [unknown][] = [[baseBody(keys)]];
  for (const key of keys) {
    for (const spoil of POISONS) {
      examples.push([{ ...baseBody(keys), [key]: spoil(BASE_VALUES[key] ?? "x") }]);
    }
  }
  return { arbitrary: fc.oneof(...variants), examples };
}

/** Bodies that are not what JSON.stringify makes: broken JSON, other content types, no body. */
const RAW_BODIES: [contentType: string | undefined, payload: string | undefined][] = [
  ["application/json", undefined],
  ["application/json", ""],
  ["application/json", "{"],
  ["application/json", '{"username":'],
  ["application/json", "NaN"],
  ["application/json", "{'a':1}"],
  ["application/json", '{"__proto__":{"isAdmin":true},"username":"x","password":"y"}'],
  ["application/json", '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ["application/json", '{"username":"a","username":"b"}'],
  ["application/json", `${"[".repeat(20_000)}${"]".repeat(20_000)}`],
  ["application/json", "\uFEFF{}"],
  ["application/json; charset=utf-16", "{}"],
  ["application/json", "\u0000"],
  ["text/plain", "hello"],
  ["application/x-www-form-urlencoded", "username=a&password=b"],
  ["multipart/form-data; boundary=x", "--x\r\n\r\n--x--"],
  ["application/xml", "<a/>"],
  [undefined, "just text"],
];

const rawBody = fc.constantFrom(...RAW_BODIES);

const RAW_URL_PARTS = [
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "%2500",
  "%FF%FE",
  "&&&",
  "=",
  "==",
  "+",
  "..",
  "%2e%2e%2f",
  "[]",
  "[0]",
  "%5B%5D",
];

const queryValue = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }).map(pct),
  oddString.map(pct),
  fc.constantFrom(...RAW_URL_PARTS),
  fc.integer().map(String),
  hugeString.map((value) => pct(value.slice(0, 3000))),
);

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom("token", "token[]", "token[a]", "__proto__", "constructor", "id", ""),
        fc.string({ unit: "binary", maxLength: 10 }).map(pct),
      ),
      queryValue,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join("&"));

const pathId = fc.oneof(
  fc.integer().map(String),
  fc.bigInt().map(String),
  fc.double().map(String),
  fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "1e3",
    "1e309",
    "Infinity",
    "0x10",
    "99999999999999999999",
    "9007199254740993",
  ),
  oddString.map(pct),
  fc.constantFrom(...RAW_URL_PARTS),
  fc.string({ unit: "binary", maxLength: 300 }).map(pct),
);

// ---- Endpoints -------------------------------------------------------------------------------

/** Every POST of docs/accounts-api.md with the keys its body has (none: the body is ignored). */
const POST_ENDPOINTS: [url: string, keys: readonly string[]][] = [
  ["/api/register", ["username", "email", "password"]],
  ["/api/login", ["username", "password", "rememberMe"]],
  ["/api/login/2fa/verify", ["code"]],
  ["/api/login/2fa/cancel", []],
  ["/api/logout", []],
  ["/api/forgot-password", ["email"]],
  ["/api/reset-password", ["token", "password"]],
  ["/api/send-email-verification", []],
  ["/api/2fa/setup", []],
  ["/api/2fa/enable", ["code"]],
  ["/api/2fa/disable", ["password", "code"]],
  ["/api/verify-captcha", ["captchaToken"]],
  ["/api/change-password", ["currentPassword", "newPassword"]],
  ["/api/send-verification-code", []],
  ["/api/verify-code", ["code"]],
  ["/api/delete-account", ["username", "password"]],
  ["/api/sessions/revoke-others", []],
];

/** The GET endpoints (and DELETE /api/sessions/:id) with a generator of their URL. */
const URL_ENDPOINTS: [name: string, method: "GET" | "DELETE", url: fc.Arbitrary<string>][] = [
  ["GET /api/user", "GET", queryString.map((query) => `/api/user?${query}`)],
  ["GET /api/verify-email", "GET", queryString.map((query) => `/api/verify-email?${query}`)],
  [
    "GET /api/verify-email?token=",
    "GET",
    queryValue.map((value) => `/api/verify-email?token=${value}`),
  ],
  [
    "GET /api/captcha/challenge",
    "GET",
    queryString.map((query) => `/api/captcha/challenge?${query}`),
  ],
  ["GET /api/sessions", "GET", queryString.map((query) => `/api/sessions?${query}`)],
  [
    "DELETE /api/sessions/:id",
    "DELETE",
    fc
      .tuple(pathId, queryString)
      .map(([id, query]) => `/api/sessions/${id}${query ? `?${query}` : ""}`),
  ],
];

// ---- The property ----------------------------------------------------------------------------

function describeRequest(options: InjectOptions): string {
  const payload = typeof options.payload === "string" ? options.payload : "";
  const shown =
    payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  const url = String(options.url);
  return `${options.method} ${url.length > 300 ? `${url.slice(0, 300)}…` : url} ${shown}`;
}

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({ remoteAddress: FUZZ_IP, ...options });
  const label = describeRequest(options);
  expect(response.statusCode, `${label} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    let body: unknown;
    expect(
      () => {
        body = JSON.parse(response.body);
      },
      `${label} → not JSON: ${response.body.slice(0, 300)}`,
    ).not.toThrow();
    expect(typeof (body as { error?: unknown } | null)?.error, `${label} → ${response.body}`).toBe(
      "string",
    );
  }
  return response;
}

async function cookieFor(signedIn: boolean): Promise<Record<string, string>> {
  return signedIn ? { cookie: await ensureSignedIn() } : {};
}

describe.each([
  ["signed out", false],
  ["signed in", true],
])("fuzzing the account endpoints %s", (_state, signedIn) => {
  it.each(POST_ENDPOINTS)("POST %s never answers 5xx for random JSON bodies", async (url, keys) => {
    const bodies = bodiesFor(keys);
    await fc.assert(
      fc.asyncProperty(bodies.arbitrary, async (body) => {
        const payload = JSON.stringify(body);
        await send({
          method: "POST",
          url,
          headers: {
            ...(await cookieFor(signedIn)),
            ...(payload === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(payload === undefined ? {} : { payload }),
        });
      }),
      { numRuns: RUNS, examples: bodies.examples },
    );
  });

  it.each(URL_ENDPOINTS)(
    "%s never answers 5xx for odd query strings and ids",
    async (_name, method, urls) => {
      await fc.assert(
        fc.asyncProperty(urls, async (url) => {
          await send({ method, url, headers: await cookieFor(signedIn) });
        }),
        { numRuns: RUNS },
      );
    },
  );

  it("every POST endpoint answers broken bodies and other content types with a JSON 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POST_ENDPOINTS.map(([url]) => url)),
        rawBody,
        async (url, [contentType, payload]) => {
          await send({
            method: "POST",
            url,
            headers: {
              ...(await cookieFor(signedIn)),
              ...(contentType ? { "content-type": contentType } : {}),
            },
            ...(payload === undefined ? {} : { payload }),
          });
        },
      ),
      { numRuns: RUNS * 3 },
    );
  });
});

describe("fuzzing the session cookie", () => {
  it("odd cookie values never make a 5xx", async () => {
    const cookieValue = fc.oneof(
      fc.string({ unit: "grapheme-ascii", maxLength: 200 }).filter((value) => !/[;,]/.test(value)),
      fc.constantFrom("", "%", "%zz", "%00", "a".repeat(100), "a".repeat(101), '"quoted"'),
    );
    await fc.assert(
      fc.asyncProperty(
        cookieValue,
        fc.constantFrom("/api/user", "/api/sessions", "/api/logout", "/api/2fa/setup"),
        async (value, url) => {
          await send({
            method: url === "/api/user" || url === "/api/sessions" ? "GET" : "POST",
            url,
            headers: { cookie: `gamehub_session=${value}` },
          });
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});

// ---- Every route of the app ------------------------------------------------------------------

/**
 * Ids no row can have, and text that is no id: PostgreSQL's `integer` stops at 2^31 − 1, so an
 * id past it must be refused before a query runs (a 404 for a path id, a 400 for a body id).
 */
const HOSTILE_IDS = [
  "2147483648",
  "9007199254740993",
  "99999999999999999999",
  "-1",
  "0",
  "1.5",
  "1e309",
  "abc",
  "%00",
];

/** The same ids as raw JSON tokens (a JSON number keeps all its digits on the wire). */
const HOSTILE_JSON_IDS = [
  "2147483648",
  "9007199254740993",
  "1e309",
  "-1",
  "0",
  "1.5",
  '"2147483648"',
  '"abc"',
  '"\\u0000"',
  "null",
  "[]",
];

/** Cursors that decode to JSON the server never wrote: NUL text, ids past the range. */
const HOSTILE_CURSORS = [
  { s: "username", k: "a\u0000" },
  { s: "q", u: "\u0000", e: null },
  { s: "newest", c: "2026-01-01T00:00:00.000Z", id: 2147483648 },
  { s: "points", p: 2147483648, id: 1 },
  { id: 2147483648 },
  { after: 2147483648 },
  { offset: 1e300 },
  { k: "\u0000" },
].map((value) => Buffer.from(JSON.stringify(value), "utf8").toString("base64url"));

/** Query parameters that carry an id, a page or a cursor somewhere in the app. */
const ID_QUERY_KEYS = [
  "id",
  "userId",
  "gameId",
  "categoryId",
  "threadId",
  "authorId",
  "itemId",
  "page",
  "limit",
  "cursor",
  "before",
  "after",
];

/**
 * Every route of the app, read from its route tree, so a route added later is fuzzed without
 * being listed here. The event stream is left out: it answers forever by design.
 */
function registeredRoutes(app: TestApp["app"]): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([\s│├└─]*?)(?:[├└]── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1]?.length ?? 0) / 4;
    const piece = match[2] ?? "";
    stack.length = depth;
    const parent = stack.at(-1) ?? "";
    const path = `${parent}${piece}`;
    stack.push(path);
    for (const method of (match[3] ?? "").split(", ")) {
      if (method && method !== "HEAD" && method !== "OPTIONS") routes.push({ method, path });
    }
  }
  return routes.filter((route) => route.path !== "/api/events");
}

/** The path with every parameter (`:id`, `:slug|:id`, `*`) set to `value`. */
function fillPath(path: string, value: string): string {
  return path.replace(/:[A-Za-z]+(?:\|:[A-Za-z]+)*|\*/g, value);
}

const hasParams = (path: string) => /:|\*/.test(path);

/**
 * Valid bodies of the routes whose body names an id, with the id's place marked: the id is
 * the one wrong thing, so the request reaches the code that uses it.
 */
const ID_BODIES: [method: string, url: string, body: string][] = [
  ["POST", "/api/merchandise/notify", '{"email":"fuzz@example.com","itemId":ID}'],
  [
    "POST",
    "/api/forum/threads",
    '{"title":"A fuzzed title","content":"Fuzzed content here","categoryId":ID}',
  ],
  ["PATCH", "/api/forum/threads/1", '{"categoryId":ID}'],
  ["POST", "/api/forum/threads/1/replies", '{"content":"A fuzzed reply","quoteReplyId":ID}'],
  ["POST", "/api/notifications/read", '{"ids":[ID]}'],
  ["POST", "/api/admin/users/bulk", '{"ids":[ID],"action":"verifyEmail"}'],
  ["POST", "/api/admin/posts/bulk", '{"ids":[ID],"action":"feature"}'],
  ["POST", "/api/community-feedback/1/merge", '{"intoId":ID}'],
  ["PATCH", "/api/community-feedback/1", '{"gameId":ID}'],
  ["POST", "/api/gamification/log/article-read", '{"articleId":ID}'],
  ["POST", "/api/gamification/log/comment-posted", '{"commentId":ID}'],
  ["POST", "/api/gamification/log/login", '{"userId":ID}'],
  ["POST", "/api/gamification/initialize", '{"userId":ID}'],
  [
    "POST",
    "/api/blog",
    '{"title":"A fuzzed article","content":"Fuzzed article content that is long enough to pass.","excerpt":"Fuzzed","category":"Gaming","authorId":ID}',
  ],
  [
    "POST",
    "/api/live-streams",
    '{"title":"Fuzz stream","platform":"twitch","category":"gaming","streamUrl":"https://twitch.tv/fuzz","streamerName":"Fuzz","startedAt":"2026-01-01T10:00:00Z","applicationId":ID}',
  ],
];

describe("fuzzing every route with ids beyond 32 bits", () => {
  let routesApp: TestApp;
  let admin: ReturnType<typeof newIdentity>;
  let adminCookie = "";

  /** Requests that failed on the server's side, all of them listed at the end of a test. */
  let serverErrors: string[] = [];

  async function noServerError(options: InjectOptions): Promise<void> {
    const response = await routesApp.app.inject({ remoteAddress: "10.77.0.9", ...options });
    if (response.statusCode >= 500) {
      serverErrors.push(`${describeRequest(options)} → ${response.body.slice(0, 200)}`);
    }
    // A fuzzed sign-out (or the like) ended the admin's session: sign in again, so the
    // requests after it still reach the handlers rather than stopping at 401.
    const usedAdmin =
      (options.headers as Record<string, string> | undefined)?.cookie === adminCookie;
    if (usedAdmin && adminCookie && response.statusCode === 401) await signInAdmin();
  }

  async function signInAdmin(): Promise<void> {
    const client = new AccountClient(routesApp.app, "10.77.0.8");
    let response = await client.login(admin.username, admin.password, true);
    if (response.statusCode === 429) {
      routesApp.clock.advance(16 * MINUTE_MS);
      response = await client.login(admin.username, admin.password, true);
    }
    expect(response.statusCode, response.body).toBe(200);
    adminCookie = client.cookie ?? "";
  }

  beforeEach(() => {
    serverErrors = [];
  });
  afterEach(() => {
    expect(serverErrors).toEqual([]);
  });

  beforeAll(async () => {
    routesApp = await createTestApp();
    admin = newIdentity("fuzzadmin");
    const user = await new AccountClient(routesApp.app, "10.77.0.8").register(admin);
    await routesApp.database.db
      .updateTable("users")
      .set({ isAdmin: true })
      .where("id", "=", user.id)
      .execute();
    await signInAdmin();
  });
  afterAll(async () => {
    await routesApp.close();
  });

  it("reads the app's routes", () => {
    const routes = registeredRoutes(routesApp.app);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual({ method: "GET", path: "/api/retro-games/:id" });
    expect(routes).toContainEqual({ method: "DELETE", path: "/api/admin/users/:id" });
  });

  it("answers every path id without a server error, signed out and as an admin", async () => {
    const routes = registeredRoutes(routesApp.app).filter((route) => hasParams(route.path));
    for (const route of routes) {
      for (const id of HOSTILE_IDS) {
        // An admin reaches every handler; a visitor's requests stop at the permission check
        // of most, so a few ids are enough for them.
        const visitorToo = id === "2147483648" || id === "abc" || id === "%00";
        for (const cookie of visitorToo ? [undefined, adminCookie] : [adminCookie]) {
          const write = route.method !== "GET";
          await noServerError({
            method: route.method as InjectOptions["method"],
            url: fillPath(route.path, id),
            headers: {
              ...(cookie ? { cookie } : {}),
              ...(write ? { "content-type": "application/json" } : {}),
            },
            ...(write ? { payload: "{}" } : {}),
          });
        }
      }
    }
  }, 60_000);

  it("answers ids, pages and cursors in every query string without a server error", async () => {
    const routes = registeredRoutes(routesApp.app).filter(
      (route) => route.method === "GET" && route.path.startsWith("/api/") && !hasParams(route.path),
    );
    for (const route of routes) {
      // Every key at once with each value, then each key alone past the range (the first
      // invalid key of a schema would hide the others).
      for (const value of [...HOSTILE_IDS, ...HOSTILE_CURSORS]) {
        await noServerError({
          method: "GET",
          url: `${route.path}?${ID_QUERY_KEYS.map((key) => `${key}=${value}`).join("&")}`,
          headers: { cookie: adminCookie },
        });
      }
      for (const key of ID_QUERY_KEYS) {
        for (const value of key === "cursor" ? HOSTILE_CURSORS : ["2147483648"]) {
          await noServerError({
            method: "GET",
            url: `${route.path}?${key}=${value}`,
            headers: { cookie: adminCookie },
          });
        }
      }
      // A cursor is read only with the sort or search it was made for.
      for (const context of ["sort=username", "sort=points", "sort=oldest", "q=a"]) {
        for (const cursor of HOSTILE_CURSORS.slice(0, 3)) {
          await noServerError({
            method: "GET",
            url: `${route.path}?${context}&cursor=${cursor}`,
            headers: { cookie: adminCookie },
          });
        }
      }
    }
  }, 60_000);

  it("answers odd ids in the query of every page without a server error", async () => {
    const pages = registeredRoutes(routesApp.app).filter(
      (route) =>
        route.method === "GET" &&
        !route.path.startsWith("/api/") &&
        !route.path.startsWith("/media/") &&
        !route.path.includes("*"),
    );
    for (const page of pages) {
      for (const value of ["2147483648", "%00", "-1", HOSTILE_CURSORS[0]]) {
        await noServerError({
          method: "GET",
          url: `${fillPath(page.path, "1")}?${ID_QUERY_KEYS.map((key) => `${key}=${value}`).join("&")}`,
          headers: { cookie: adminCookie },
        });
      }
    }
  }, 60_000);

  it("answers hostile bodies at every write route without a server error", async () => {
    const writes = registeredRoutes(routesApp.app).filter((route) => route.method !== "GET");
    const idKeys = ["id", "ids", "itemId", "gameId", "userId", "categoryId", "applicationId"];
    const bodies = [
      "{}",
      "[]",
      "null",
      "{",
      `{${idKeys.map((key) => `"${key}":2147483648`).join(",")}}`,
      `{${idKeys.map((key) => `"${key}":[9007199254740993]`).join(",")}}`,
      JSON.stringify({ title: "\u0000", content: "a\u0000b", email: "a\u0000@example.com" }),
    ];
    for (const route of writes) {
      for (const payload of bodies) {
        await noServerError({
          method: route.method as InjectOptions["method"],
          url: fillPath(route.path, "1"),
          headers: { cookie: adminCookie, "content-type": "application/json" },
          payload,
        });
      }
    }
  }, 60_000);

  it("answers ids beyond 32 bits in request bodies without a server error", async () => {
    for (const [method, url, template] of ID_BODIES) {
      for (const id of HOSTILE_JSON_IDS) {
        await noServerError({
          method: method as InjectOptions["method"],
          url,
          headers: { cookie: adminCookie, "content-type": "application/json" },
          payload: template.replaceAll("ID", id),
        });
      }
    }
  });
});
