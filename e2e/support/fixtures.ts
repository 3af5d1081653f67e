import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import type { User } from "../../src/shared/auth";
import { waitForHydration } from "./hydration";
import { trackRequests } from "./settle";

/**
 * The one way a browser test gets a fresh user: `account` is a new set of credentials, `user`
 * registers it through the API (the page's browser context gets the session cookie, so the
 * page is signed in), and `signedInPage` is that page. No test depends on another's data.
 */

export const E2E_PASSWORD = "Sup3rSecret";

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** Unique credentials (username of letters, digits, underscores; under 30 characters). */
export function newAccount(prefix = "user"): Account {
  const username = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
  return { username, email: `${username}@example.com`, password: E2E_PASSWORD };
}

/** Registers `account` with `request`'s cookie jar, which is then signed in as it. */
export async function registerAccount(
  request: APIRequestContext,
  account: Account = newAccount(),
): Promise<User> {
  const response = await request.post("/api/register", { data: account });
  expect(response.status(), `registering ${account.username}`).toBe(201);
  return (await response.json()) as User;
}

interface AccountFixtures {
  /** Fresh credentials, not yet registered. */
  account: Account;
  /** `account`, registered; the page is signed in as this user. */
  user: User;
  /** The page, signed in as `user`. */
  signedInPage: Page;
}

/**
 * `page.goto` and `page.reload` return once the app has taken the page over (see
 * `waitForHydration`), as a person would see the page respond.
 */
function waitForHydrationAfterNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil || options.waitUntil === "load") await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil || options.waitUntil === "load") await waitForHydration(page);
    return response;
  };
  return page;
}

export const test = base.extend<AccountFixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    trackRequests(page);
    await use(javaScriptEnabled === false ? page : waitForHydrationAfterNavigation(page));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
  account: async ({}, use) => {
    await use(newAccount());
  },
  user: async ({ page, account }, use) => {
    await use(await registerAccount(page.request, account));
  },
  signedInPage: async ({ page, user }, use) => {
    expect(user.id).toBeGreaterThan(0);
    await use(page);
  },
});

export { expect };
