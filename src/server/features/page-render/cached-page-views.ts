import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../app-context";
import { countAnonymousArticleView } from "../blog";
import { countThreadView, threadViewerKey } from "../forum";
import { isVisibleThread } from "./forum-meta.repo";

/**
 * A viewer's page served again within this time is not even looked up: the database counts a
 * view once per viewer per hour anyway, and a spike of one visitor's reloads (or of a crawler's)
 * should cost the database nothing.
 */
const RECHECK_AFTER_MS = 60_000;
/** Enough viewers for a spike; the oldest are forgotten first. */
const MAX_REMEMBERED = 20_000;

/**
 * Rendering an article or a discussion counts its view; a page from the anonymous page cache
 * was not rendered, so its view is counted here (once per viewer per hour, as always).
 */
export function createCachedPageViews(context: AppContext) {
  const lastCounted = new Map<string, number>();
  const recentlyCounted = (key: string, now: number) => {
    const at = lastCounted.get(key);
    return at !== undefined && now - at < RECHECK_AFTER_MS;
  };
  const remember = (key: string, now: number) => {
    lastCounted.delete(key);
    lastCounted.set(key, now);
    if (lastCounted.size > MAX_REMEMBERED) {
      const oldest = lastCounted.keys().next().value;
      if (oldest !== undefined) lastCounted.delete(oldest);
    }
  };

  /**
   * `request` was routed to a page route (see plugins/client-app.ts). Nothing to wait for
   * (undefined) on most pages and on a viewer seen within the minute, which is almost every
   * request of a spike: those cost no promise.
   */
  return function countCachedView(request: FastifyRequest): Promise<void> | undefined {
    const path = request.routeOptions.url;
    if (path !== "/blog/:id" && path !== "/forum/thread/:id") return undefined;
    const id = (request.params as { id?: string }).id ?? "";
    const now = context.now();
    const key = `${request.ip} ${path} ${id}`;
    if (recentlyCounted(key, now.getTime())) return undefined;
    remember(key, now.getTime());
    return countView(path, id, request.ip, now);
  };

  async function countView(path: string, id: string, ip: string, now: Date) {
    if (path === "/blog/:id") {
      await countAnonymousArticleView(context, ip, id);
    } else if (/^\d{1,9}$/.test(id) && (await isVisibleThread(context.db, Number(id)))) {
      const viewer = threadViewerKey(context, null, ip);
      await countThreadView(context, Number(id), viewer, now);
    }
  }
}
