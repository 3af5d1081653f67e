import { expect, type Page, type Request } from "@playwright/test";

/**
 * What a test waits for before it checks that something did NOT happen (no read sent again,
 * no toast, no scroll): the page has done all that its last change set off. Two frames drawn
 * (effects and layout effects run, a toast queued, a scroll restored), every request it started
 * answered and handled, and the main thread idle. A fixed pause would be too short on a busy
 * machine and too long on a quiet one.
 */

const openRequests = new WeakMap<Page, Set<Request>>();

/** Long-lived streams never finish: they are not part of a page's settling. */
const STREAMS = new Set(["eventsource", "websocket"]);

/**
 * Counts the page's requests in flight from now on. The fixtures' `page` does it from the
 * start; `waitForSettled` starts it for a page of a context the test opened itself.
 */
export function trackRequests(page: Page): void {
  if (openRequests.has(page)) return;
  const open = new Set<Request>();
  openRequests.set(page, open);
  page.on("request", (request) => {
    if (!STREAMS.has(request.resourceType())) open.add(request);
  });
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
}

async function waitForIdleMainThread(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
        );
      }),
  );
}

/** Waits until the page has drawn, answered and handled all that its last change set off. */
export async function waitForSettled(page: Page): Promise<void> {
  trackRequests(page);
  const open = openRequests.get(page) ?? new Set<Request>();
  await waitForIdleMainThread(page);
  await expect
    .poll(() => [...open].map((request) => request.url()), {
      message: "the page's requests are answered",
      timeout: 15_000,
    })
    .toEqual([]);
  await waitForIdleMainThread(page);
}
