import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { describeApiAcceptance } from "./api-acceptance";

/**
 * The API acceptance suite against one real server listening on a port: SQLite by default,
 * PostgreSQL when TEST_DATABASE_URL is set. scripts/cluster.test.ts runs the same suite
 * through nginx in front of three processes.
 */
const admin = {
  username: "acceptance_admin",
  email: "acceptance_admin@example.com",
  password: "Adm1nPassword!",
};

let server: TestApp | undefined;
let base = "";

beforeAll(async () => {
  server = await createTestApp({
    seed: true,
    config: { admin, registrationLimitPerHour: 100_000 },
  });
  const address = await server.app.listen({ port: 0, host: "127.0.0.1" });
  base = address;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describeApiAcceptance(() => ({ base, admin }));
