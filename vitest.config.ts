import { defineConfig } from "vitest/config";

// Unit and API tests. API tests build the real app on a real database: SQLite by default,
// PostgreSQL when TEST_DATABASE_URL is set (each test app gets its own schema).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
  },
});
