import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-env";
import { expect, newAccount, registerAccount } from "./fixtures";

/**
 * A second person in the same test: a browser context of its own (its own cookies), signed in
 * as a fresh member or as the configured admin (E2E_ADMIN). Its pages are not the fixtures'
 * `page`: open them with `openHydrated`.
 */

/** Every context runs in UTC, so the times the site writes (in UTC) match the ones typed. */
export const SESSION_CONTEXT_OPTIONS = { timezoneId: "UTC" } as const;

export interface Session {
  page: Page;
  username: string;
  close: () => Promise<void>;
}

/** A fresh member (named `prefix_…`), registered through the API in a context of its own. */
export async function openMember(browser: Browser, prefix: string): Promise<Session> {
  const context = await browser.newContext(SESSION_CONTEXT_OPTIONS);
  const page = await context.newPage();
  const account = newAccount(prefix);
  await registerAccount(page.request, account);
  return { page, username: account.username, close: () => context.close() };
}

/** The configured admin (E2E_ADMIN), signed in through the API in a context of its own. */
export async function openAdmin(browser: Browser): Promise<Session> {
  const context = await browser.newContext(SESSION_CONTEXT_OPTIONS);
  const page = await context.newPage();
  const signedIn = await page.request.post("/api/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(signedIn.status()).toBe(200);
  return { page, username: E2E_ADMIN.username, close: () => context.close() };
}

/** The id of the first forum category (the demo seed writes several). */
export async function firstCategoryId(request: APIRequestContext): Promise<number> {
  const categories = (await (await request.get("/api/forum/categories")).json()) as {
    id: number;
  }[];
  expect(categories.length).toBeGreaterThan(0);
  return categories[0]?.id ?? 0;
}
