import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./test-app";
import { type Member, type MemberOptions, member } from "./test-members";

/**
 * Fixtures a test file declares at its top instead of writing its own beforeAll/afterAll:
 * `const t = testAppForFile({ seed: false })` and `const admin = memberForFile(t, { admin: true })`.
 * Each is built in a beforeAll hook (in the order declared) and stands for the built value,
 * so it reads like a plain value in the tests; reading one before its hook ran throws.
 */

function builtLater<T extends object>(what: string, read: () => T | undefined): T {
  const value = () => {
    const current = read();
    if (current === undefined) throw new Error(`${what} is used before its beforeAll hook ran`);
    return current;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(value(), key),
    has: (_target, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
}

/** A test app for the whole file, closed after its tests. */
export function testAppForFile(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return builtLater("the test app", () => app);
}

/** A signed-in member (or admin) of the file's test app, made once for the whole file. */
export function memberForFile(t: TestApp, options: MemberOptions = {}): Member {
  let made: Member | undefined;
  beforeAll(async () => {
    made = await member(t, options);
  });
  return builtLater(options.admin ? "the admin" : "the member", () => made);
}
