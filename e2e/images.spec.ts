import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import { unique } from "./support/text";

/**
 * Pictures keep their place and cost no more than the screen needs: every content image has a
 * width and height (no layout shift) and a srcset the browser picks from (AVIF for the site's
 * own pictures); the page's largest element at load, when it is a picture, is fetched at once
 * with high priority; pictures lower down wait until they near the screen.
 */

/** The category the test's own posts go to. */
const OWN_CATEGORY = "hardware";

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
  }
  const pictures = images.filter((image) => Number(image.width) > 32);
  expect(pictures.length, "pictures wider than an avatar").toBeGreaterThan(0);
  for (const image of pictures) {
    expect(image.srcset, image.src).toMatch(/ \d+w/);
    expect(image.sizes, image.src).toBeTruthy();
  }
  // The site's own pictures (not the copies of remote ones, under /media/) have AVIF copies.
  const own = pictures.filter((image) => image.src.startsWith("/images/"));
  expect(own.length, "pictures of the site's own").toBeGreaterThan(0);
  for (const image of own) expect(image.avifSource, image.src).toBe(true);
}

/**
 * A post of the test's own, published now by the admin with a cover shipped with the site: the
 * newest of its category (no other test writes to it), so the first picture of that category's
 * page and of its article is certainly a picture.
 */
async function publishPostWithCover(request: APIRequestContext, baseURL: string): Promise<number> {
  const signedIn = await request.post("/api/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(signedIn.status()).toBe(200);
  const created = await request.post("/api/blog", {
    data: {
      title: unique("Pictures that keep their place"),
      content: `<p>${"A story whose cover is one of the site's own pictures. ".repeat(2)}</p>`,
      excerpt: "A story with a cover of the site's own",
      imageUrl: new URL("/images/news/stock.webp", baseURL).href,
      category: OWN_CATEGORY,
      published: true,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
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

// The blog's first view opens on the seeded featured post, which has a cover.
for (const route of ["/blog", `/blog/category/${OWN_CATEGORY}`, "article"] as const) {
  test(`the largest picture of ${route} is fetched at once; the others are sized and responsive`, async ({
    page,
    request,
    baseURL,
  }) => {
    const own = route === "/blog" ? 0 : await publishPostWithCover(request, baseURL ?? "");
    await page.goto(route === "article" ? `/blog/${own}` : route);
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

    // The lead picture is the largest paint once drawn (a text block may be reported first).
    await expect
      .poll(() => largestPaint(page))
      .toEqual({ tag: "IMG", loading: null, fetchpriority: "high" });
  });
}
