import { renderPagesInBrowser } from "./support/browser-render";
import { expect, test } from "./support/fixtures";
import { waitForSettled } from "./support/settle";

/** The article-not-found page and the site's not-found page. */

test.describe("article not found", () => {
  test("a missing article shows 'Article Not Found' at once, without the browser asking again", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/blog/no-such-article-here") {
        asked.push(request.url());
      }
    });
    await page.goto("/blog/no-such-article-here");
    // A 404 is an answer, not a failure: no retries, so no seconds of 'Loading article...'.
    await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible({
      timeout: 2500,
    });
    await expect(
      page.getByText("The article you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(
      page.getByText(
        "Check the URL or browse our latest articles to find what you're looking for.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("link", { name: /Visit Main Website/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    // The server read the article once, found nothing and sent the page with that answer: a 404
    // is an answer, not a failure, so the browser does not ask again.
    await waitForSettled(page);
    expect(asked).toHaveLength(0);
  });

  test("a server failure is still retried before giving up", async ({ page }) => {
    let calls = 0;
    await renderPagesInBrowser(page);
    await page.route("**/api/blog/flaky-article", async (route) => {
      calls += 1;
      if (calls === 1) await route.fulfill({ status: 503, body: "Service Unavailable" });
      else await route.fulfill({ status: 404, json: { error: "Post not found" } });
    });
    await page.goto("/blog/flaky-article");
    await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible({
      timeout: 5000,
    });
    expect(calls).toBe(2);
  });
});
