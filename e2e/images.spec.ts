import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Pictures keep their place and cost no more than the screen needs: every content image has a
 * width and height (no layout shift) and a srcset the browser picks from (AVIF for the site's
 * own pictures); the page's largest element at load, when it is a picture, is fetched at once
 * with high priority; pictures lower down wait until they near the screen.
 */

// A phone, as Lighthouse's mobile run sees the page.
test.use({ viewport: { width: 412, height: 823 } });

interface ImageFacts {
  src: string;
  currentSrc: string;
  width: string | null;
  height: string | null;
  srcset: string | null;
  sizes: string | null;
  loading: string | null;
  fetchpriority: string | null;
  avifSource: boolean;
}

/** Pictures in the page's main content; avatars (24 px) are left out of the srcset rule. */
async function contentImages(page: Page): Promise<ImageFacts[]> {
  return page.locator("main img").evaluateAll((images) =>
    images.map((node) => {
      const image = node as HTMLImageElement;
      const picture = image.parentElement?.tagName === "PICTURE" ? image.parentElement : null;
      return {
        src: image.getAttribute("src") ?? "",
        currentSrc: image.currentSrc,
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
        srcset: image.getAttribute("srcset"),
        sizes: image.getAttribute("sizes"),
        loading: image.getAttribute("loading"),
        fetchpriority: image.getAttribute("fetchpriority"),
        avifSource: Boolean(picture?.querySelector('source[type="image/avif"][srcset]')),
      };
    }),
  );
}

/** The element the browser last reported as the largest contentful paint. */
async function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; loading: string | null; fetchpriority: string | null } | null>(
        (resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
            const element = entries.at(-1)?.element;
            resolve(
              element
                ? {
                    tag: element.tagName,
                    loading: element.getAttribute("loading"),
                    fetchpriority: element.getAttribute("fetchpriority"),
                  }
                : null,
            );
          }).observe({ type: "largest-contentful-paint", buffered: true });
        },
      ),
  );
}

function expectSizedAndResponsive(images: ImageFacts[]) {
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(Number(image.width), image.src).toBeGreaterThan(0);
    expect(Number(image.height), image.src).toBeGreaterThan(0);
    if (Number(image.width) <= 32) continue;
    expect(image.srcset, image.src).toMatch(/ \d+w/);
    expect(image.sizes, image.src).toBeTruthy();
    if (image.src.startsWith("/images/")) expect(image.avifSource, image.src).toBe(true);
  }
}

async function firstPostId(page: Page): Promise<number> {
  const reply = await page.request.get("/api/blog?limit=1");
  const body = (await reply.json()) as { posts: { id: number }[] };
  const first = body.posts[0];
  if (!first) throw new Error("the demo content has no posts");
  return first.id;
}

test("the home page's pictures are sized and responsive, and lazy below the fold", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main article img").first()).toBeAttached();
  const images = await contentImages(page);
  expectSizedAndResponsive(images);
  // The hero is text; the news cards and game thumbnails sit below it on a phone.
  for (const image of images) expect(image.loading, image.src).toBe("lazy");

  // Scrolled into view, a card picture loads the AVIF copy at a card's width.
  const card = page.locator("main article img").first();
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() => card.evaluate((node) => (node as HTMLImageElement).currentSrc))
    .toMatch(/\/images\/v\/news\/.+\.\d+\.avif$/);
});

for (const route of ["/blog", "/blog/category/gaming-news", "article"] as const) {
  test(`the largest picture of ${route} is fetched at once; the others are sized and responsive`, async ({
    page,
  }) => {
    const path = route === "article" ? `/blog/${await firstPostId(page)}` : route;
    await page.goto(path);
    const first = page.locator("main img").first();
    await expect(first).toBeVisible();
    await expect
      .poll(() => first.evaluate((node) => (node as HTMLImageElement).complete))
      .toBe(true);

    const images = await contentImages(page);
    expectSizedAndResponsive(images);
    const [lead, ...rest] = images.filter((image) => Number(image.width) > 32);
    expect(lead?.loading).toBeNull();
    expect(lead?.fetchpriority).toBe("high");
    for (const image of rest) {
      expect(image.loading, image.src).toBe("lazy");
      expect(image.fetchpriority, image.src).toBeNull();
    }

    const lcp = await largestPaint(page);
    if (lcp?.tag === "IMG") {
      expect(lcp.loading).toBeNull();
      expect(lcp.fetchpriority).toBe("high");
    }
  });
}
