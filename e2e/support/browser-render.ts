import type { Page } from "@playwright/test";

/**
 * Makes the pages of this test draw themselves in the browser, as they do after a client
 * navigation: the server's rendered HTML and the data it handed over are taken out of each
 * page before the browser reads it. For tests that fake an API reply (a failure, a slow or odd
 * answer, or who is signed in) with `page.route`: the server does not see those fakes, the
 * browser's own reads do. A page the server would redirect (a members' page opened without a
 * session) gets the site's bare shell, so the browser's route guard decides, as it does on a
 * client navigation.
 */
export async function renderPagesInBrowser(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith("/api/") && !/\.[a-z0-9]{2,5}$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      let response = await route.fetch({ maxRedirects: 0 });
      if (response.status() >= 300 && response.status() < 400) {
        response = await route.fetch({ url: new URL("/", route.request().url()).href });
      }
      const html = (await response.text()).replace(
        /<div id="root">[\s\S]*?<script type="application\/json" id="page-state">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      await route.fulfill({ response, status: 200, body: html });
    },
  );
}
