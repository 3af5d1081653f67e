/**
 * The public pages the measuring scripts cover: `npm run lighthouse` loads each one with real
 * demo content, `npm run check:budget` weighs the JavaScript of each one's first view. One list,
 * so the two scripts never drift apart. `route` is a path of SITE_ROUTES (src/shared/routes.ts);
 * `find` turns it into an address with real ids or slugs, asked of a running server's API.
 *
 * Another member's profile (/user/:userId) is left out: it needs a signed-in member and sends a
 * visitor to the sign-in page. /auth is left out too: a sign-in page is kept out of search
 * engines on purpose, and Lighthouse measures what a visitor reads.
 */
import { z } from "zod";

/** What CI's report-only round groups by: it measures one page of each kind every time. */
export type PageKind =
  | "home"
  | "news"
  | "news-index"
  | "forum"
  | "search"
  | "games"
  | "guides"
  | "retro"
  | "streams"
  | "updates"
  | "feedback"
  | "info"
  | "legal";

export interface PublicPage {
  /** The SITE_ROUTES path this page is drawn by. */
  route: string;
  kind: PageKind;
  /** The pages CI's report-only round has always measured: it keeps measuring them every run. */
  alwaysInCi?: boolean;
  /**
   * The page carries `noindex` on purpose (search results): Lighthouse's "is-crawlable" audit
   * fails by design there, so the SEO target is checked without it.
   */
  noindex?: boolean;
  /** The address to load, with real ids or slugs; absent for a route without parameters. */
  find?: (api: ApiReader) => Promise<string>;
}

/** Reads one JSON reply of the running server, checked against a schema. */
export type ApiReader = <T>(path: string, schema: z.ZodType<T>) => Promise<T>;

/** A word the demo content uses in every kind of post, so the results page is full. */
export const COMMON_SEARCH_WORD = "game";

/** Pages of the discussion list read at most, looking for the longest discussion. */
const MAX_THREAD_PAGES = 20;

function first<T>(items: readonly T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`the demo content has no ${what}`);
  return item;
}

async function findArticle(api: ApiReader): Promise<string> {
  const list = await api(
    "/api/blog?limit=1",
    z.object({ posts: z.array(z.object({ id: z.number() })) }),
  );
  return `/blog/${first(list.posts, "article").id}`;
}

async function findCategory(api: ApiReader): Promise<string> {
  const categories = await api(
    "/api/blog/categories",
    z.array(z.object({ slug: z.string(), postCount: z.number() })),
  );
  const category =
    categories.find((item) => item.postCount > 0) ?? first(categories, "news category");
  return `/blog/category/${category.slug}`;
}

/** The discussion with the most replies: the heaviest page a visitor of the forum opens. */
async function findLongestDiscussion(api: ApiReader): Promise<string> {
  const pageSchema = z.object({
    threads: z.array(z.object({ id: z.number(), replies: z.number() })),
    nextCursor: z.string().nullable(),
  });
  let best: { id: number; replies: number } | undefined;
  let cursor: string | null = null;
  for (let page = 0; page < MAX_THREAD_PAGES; page++) {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const reply: z.infer<typeof pageSchema> = await api(
      `/api/forum/threads?sortBy=latest${query}`,
      pageSchema,
    );
    for (const thread of reply.threads) {
      if (!best || thread.replies > best.replies) best = thread;
    }
    cursor = reply.nextCursor;
    if (!cursor) break;
  }
  if (!best) throw new Error("the demo content has no discussion");
  return `/forum/thread/${best.id}`;
}

async function findSearch(api: ApiReader): Promise<string> {
  const path = `/search?q=${COMMON_SEARCH_WORD}`;
  const reply = await api(
    `/api${path}`,
    z.object({ results: z.array(z.object({ id: z.string() })) }),
  );
  first(reply.results, `search result for "${COMMON_SEARCH_WORD}"`);
  return path;
}

async function findGame(api: ApiReader): Promise<string> {
  const reply = await api(
    "/api/games",
    z.object({ games: z.array(z.object({ slug: z.string() })) }),
  );
  return `/games/${first(reply.games, "game").slug}`;
}

async function findGuide(api: ApiReader): Promise<string> {
  const reply = await api(
    "/api/guides",
    z.object({ guides: z.array(z.object({ id: z.number() })) }),
  );
  return `/guides/${first(reply.guides, "guide").id}`;
}

async function findUpdate(api: ApiReader): Promise<string> {
  const reply = await api(
    "/api/developer-updates",
    z.object({ updates: z.array(z.object({ slug: z.string() })) }),
  );
  return `/developer-updates/${first(reply.updates, "developer update").slug}`;
}

async function findFeedback(api: ApiReader): Promise<string> {
  const reply = await api(
    "/api/community-feedback",
    z.object({ items: z.array(z.object({ id: z.number() })) }),
  );
  return `/community-feedback/${first(reply.items, "feedback item").id}`;
}

/** In the order a report lists them; CI's round measures them in this order too. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { route: "/", kind: "home", alwaysInCi: true },
  { route: "/blog", kind: "news", alwaysInCi: true },
  { route: "/blog/:id", kind: "news", alwaysInCi: true, find: findArticle },
  { route: "/blog/category/:slug", kind: "news", alwaysInCi: true, find: findCategory },
  { route: "/blog/all", kind: "news-index" },
  { route: "/blog/categories", kind: "news-index" },
  { route: "/forum", kind: "forum" },
  { route: "/forum/thread/:id", kind: "forum", find: findLongestDiscussion },
  { route: "/search", kind: "search", noindex: true, find: findSearch },
  { route: "/games", kind: "games" },
  { route: "/games/:gameName", kind: "games", find: findGame },
  { route: "/top-games", kind: "games" },
  { route: "/game-guides", kind: "guides" },
  { route: "/guides/:slug", kind: "guides", find: findGuide },
  { route: "/retro-games", kind: "retro" },
  { route: "/live-streams", kind: "streams" },
  { route: "/developer-updates", kind: "updates" },
  { route: "/developer-updates/:slug", kind: "updates", find: findUpdate },
  { route: "/roadmap", kind: "updates" },
  { route: "/community-feedback", kind: "feedback" },
  { route: "/community-feedback/:id", kind: "feedback", find: findFeedback },
  { route: "/about", kind: "info" },
  { route: "/faq", kind: "info" },
  { route: "/contact", kind: "info" },
  { route: "/merchandise", kind: "info" },
  { route: "/privacy", kind: "legal" },
  { route: "/terms", kind: "legal" },
  { route: "/cookies", kind: "legal" },
];

/** The address of every page, with real ids and slugs from the running server's content. */
export async function findPublicPages(
  api: ApiReader,
  pages: readonly PublicPage[] = PUBLIC_PAGES,
): Promise<{ page: PublicPage; path: string }[]> {
  const found: { page: PublicPage; path: string }[] = [];
  for (const page of pages)
    found.push({ page, path: page.find ? await page.find(api) : page.route });
  return found;
}

/** `items` turned `by` places to the left, so each run starts somewhere else. */
function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return [];
  const start = ((by % items.length) + items.length) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/**
 * The order CI's report-only round measures pages in on its run number `run`; it measures
 * from the front until its time runs out. First every `alwaysInCi` page, then one page of each
 * other kind, then the rest. The page picked for a kind, the order of the kinds and the order
 * of the rest all turn with `run`, so successive runs that cannot measure everything still go
 * round every page.
 */
export function ciOrder(run: number, pages: readonly PublicPage[] = PUBLIC_PAGES): PublicPage[] {
  const fixed = pages.filter((page) => page.alwaysInCi);
  const fixedKinds = new Set(fixed.map((page) => page.kind));
  const kinds = [...new Set(pages.map((page) => page.kind))].filter(
    (kind) => !fixedKinds.has(kind),
  );
  // A kind comes to the front of the picks every kinds.length runs (rotate(picks, run) below);
  // its pick moves on once per such turn, so a short round still reaches each of its pages.
  const picks = kinds.map((kind, kindIndex) => {
    const ofKind = pages.filter((page) => page.kind === kind && !page.alwaysInCi);
    return rotate(ofKind, Math.floor((run - kindIndex) / kinds.length))[0] as PublicPage;
  });
  const rest = pages.filter((page) => !page.alwaysInCi && !picks.includes(page));
  return [...fixed, ...rotate(picks, run), ...rotate(rest, run)];
}
