import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-env";
import { expect, waitForHydration } from "./fixtures";

/**
 * What the admin panel's browser tests share: the configured admin in a browser context of its
 * own, pages opened until the app has taken them over, the console watched, the audit log
 * filtered by an action, and axe's serious findings.
 */

/** Every context runs in UTC, so the times the panel writes (in UTC) match the ones typed. */
export const ADMIN_CONTEXT_OPTIONS = { timezoneId: "UTC" } as const;

export interface AdminSession {
  page: Page;
  username: string;
  close: () => Promise<void>;
}

/** The configured admin (E2E_ADMIN), signed in through the API in a context of its own. */
export async function openAdmin(browser: Browser): Promise<AdminSession> {
  const context = await browser.newContext(ADMIN_CONTEXT_OPTIONS);
  const page = await context.newPage();
  const signedIn = await page.request.post("/api/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(signedIn.status()).toBe(200);
  return { page, username: E2E_ADMIN.username, close: () => context.close() };
}

/** Opens a page and waits until the app has taken it over (the fixtures' pages do it on goto). */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Console errors and warnings, page errors and failed requests of a page, except those that
 * match `expected` (a refusal the test provokes on purpose).
 */
export function watchConsole(page: Page, expected?: RegExp): string[] {
  const problems: string[] = [];
  const keep = (line: string) => {
    if (!expected?.test(line)) problems.push(line);
  };
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      keep(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) keep(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** A text no other test run uses: "prefix k3j9x2abc". */
export function unique(text: string): string {
  return `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** /admin/audit filtered by an action through its form (the filter lands in the address): the entries. */
export async function openAuditFor(page: Page, action: string): Promise<Locator> {
  await openHydrated(page, "/admin/audit");
  const filters = page.getByRole("search", { name: "Filter the audit log" });
  await filters.getByLabel("Action").fill(action);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]action=${action.replace(/\./g, "\\.")}`));
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    `/api/admin/audit.csv?action=${encodeURIComponent(action)}`,
  );
  return page.getByTestId("audit-entry");
}

/** Serious or critical axe violations inside `selector`, listed for the assertion. */
export async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
}

/** Opens an admin screen and waits for its reads: no loading placeholders left. */
export async function openAdminScreen(page: Page, path: string): Promise<void> {
  await openHydrated(page, path);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator('main [role="status"][aria-label^="Loading"]')).toHaveCount(0, {
    timeout: 15_000,
  });
}
