import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";

/**
 * Browser tests drive the built site in Debian's Chromium (never a downloaded browser).
 * By default they start the built server on a fresh data directory, with a local SMTP server
 * that files the site's e-mail for the tests to read; set BASE_URL to test a server that is
 * already running (the Vite dev server, say).
 */
// Fixed here and handed to the workers through the environment, so all agree on the paths.
process.env.E2E_RUN_DIR ??= `.tmp/e2e-${process.pid}`;
process.env.E2E_DATA_DIR ??= `${process.env.E2E_RUN_DIR}/data`;
process.env.E2E_MAIL_DIR ??= `${process.env.E2E_RUN_DIR}/mail`;
// Ports derived from this run's PID, so a leftover server of an earlier run cannot block this one.
const portBase = 20_000 + (process.pid % 10_000) * 2;
process.env.E2E_PORT ??= String(portBase);
process.env.E2E_SMTP_PORT ??= String(portBase + 1);
const { E2E_DATA_DIR, E2E_PORT, E2E_SMTP_PORT } = process.env;
const externalBaseUrl = process.env.BASE_URL;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // One browser per two cores, in CI too: a page's renderer alone keeps more than one core
  // busy while it lays out, hydrates and runs axe, so on a 2-core machine two browsers made
  // every test about twice as slow and the run no shorter (and timed out long tests).
  workers: Math.max(1, Math.floor(availableParallelism() / 2)),
  // One retry in CI: the CI machine may be busy with other work, and a test that passes on
  // retry is reported as flaky in the summary rather than hidden.
  retries: process.env.CI ? 1 : 0,
  // Longer waits in CI, where the browser and the server share the cores with whatever else
  // the machine runs: a page that hydrates in 1 s here can take 10 s there.
  timeout: process.env.CI ? 45_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${E2E_PORT}`,
    // Recorded on a retry (CI retries once), not on every test: recording every test's trace
    // (screenshots and a DOM snapshot per action) cost CPU on every test to keep a few files.
    // A failing test locally: run it again with --trace on.
    trace: "on-first-retry",
    // The site's endless decorations (particles, pulsing dots) repaint every frame; on the
    // 2-core CI machine two browsers painting them took CPU from the tests and the server, and
    // with motion reduced (as the site honours the system setting) the suite ran a third faster.
    // e2e/appearance.spec.ts keeps the default motion: it tests the motion settings themselves.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-features=NetworkTimeServiceQuerying,OptimizationHints,MediaRouter,Translate",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
      ],
    },
  },
  projects: [
    // The first-view font checks compare where the seeded first view's text falls; they run
    // before any other test writes an article that would land in that first view instead.
    { name: "first-view", testMatch: /fonts\.spec\.ts$/, use: { browserName: "chromium" } },
    {
      name: "chromium",
      testIgnore: /fonts\.spec\.ts$/,
      dependencies: ["first-view"],
      use: { browserName: "chromium" },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          command: "node e2e/support/smtp-inbox-server.mjs",
          port: Number(E2E_SMTP_PORT),
          reuseExistingServer: false,
          timeout: 20_000,
        },
        {
          command: "node dist/server/main.js",
          url: `http://127.0.0.1:${E2E_PORT}/api/health`,
          reuseExistingServer: false,
          timeout: 60_000,
          env: {
            PORT: String(E2E_PORT),
            HOST: "127.0.0.1",
            DATA_DIR: String(E2E_DATA_DIR),
            PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
            SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
            // An administrator for the publishing tests (see e2e/support/e2e-env.ts).
            ADMIN_USERNAME: "e2e_admin",
            ADMIN_EMAIL: "e2e.admin@example.com",
            ADMIN_PASSWORD: "Adm1n-e2e-pass",
            LOG_LEVEL: "warn",
            // Every browser test signs up from 127.0.0.1; the limit itself is tested through the API.
            REGISTRATION_LIMIT_PER_HOUR: "100000",
            // Every browser test searches from 127.0.0.1 too; the limit is tested through the API.
            SEARCH_LIMIT_PER_MINUTE: "100000",
            // e2e/remote-images.spec.ts serves its "remote" image from 127.0.0.1.
            IMAGE_FETCH_ALLOW_PRIVATE: "true",
          },
        },
      ],
});
