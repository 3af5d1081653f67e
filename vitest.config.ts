import { defineConfig } from "vitest/config";

// Unit and API tests. API tests build the real app on a real database: SQLite by default,
// PostgreSQL when TEST_DATABASE_URL is set (each test app gets its own schema).

const allTests = ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"];

// Test files that need a fresh copy of every module: client modules keep one page-wide state
// (the server renderer swaps the API transport when it is imported), and a `vi.mock` only
// replaces a module that no earlier file in the same worker has loaded.
const needFreshModules = [
  "src/client/**/*.test.ts",
  "src/client/**/*.test.tsx",
  "src/server/lib/jobs/job-registry.test.ts",
];

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: { name: "fresh-modules", include: needFreshModules },
      },
      {
        // Every other file shares its worker's loaded modules with the files run before it:
        // loading the server's module graph again for each of 150 files took about half of the
        // suite's time. Safe because each test builds its own app, database and clock, and no
        // server module keeps state outside the app it was given.
        extends: true,
        test: {
          name: "shared-modules",
          include: allTests,
          exclude: ["**/node_modules/**", ...needFreshModules],
          isolate: false,
        },
      },
    ],
  },
});
