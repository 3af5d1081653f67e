import type { Page, Response } from "@playwright/test";

/**
 * The site starts its scripts only after a page has loaded and painted (src/client/public/
 * start-app.js), so a test that acted at once would click server-rendered buttons that nothing
 * listens to yet. A page is ready once the app has taken it over (`data-hydrated` on <html>),
 * as a person would see the page respond. Pages that do not start the app (no `#app-scripts`
 * block: JSON, files) are ready at once, and so are all pages of a test that turns JavaScript
 * off.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById("app-scripts") ||
      document.documentElement.dataset.hydrated === "true",
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Opens a page and waits until the app has taken it over: the fixtures' `page` does it on every
 * goto, a page of a context the test opened itself (a second member, the admin) does not.
 */
export async function openHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * Counts, from now on, the form submissions the page holds back because the app has not taken
 * the form over yet (start-app.js stops such a submission and makes it again every 100 ms).
 */
export async function watchHeldSubmissions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counter = window as unknown as { heldSubmissions: number };
    counter.heldSubmissions = 0;
    // The window hears a submission last, after start-app.js has decided on it.
    window.addEventListener("submit", (event) => {
      if (event.defaultPrevented) counter.heldSubmissions += 1;
    });
  });
}

/** Waits until a held submission has been made again and held again: the browser kept it. */
export async function waitForSubmissionHeldAgain(page: Page): Promise<void> {
  await page.waitForFunction(
    () => ((window as unknown as { heldSubmissions?: number }).heldSubmissions ?? 0) >= 2,
  );
}
