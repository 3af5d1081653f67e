import type { AppContext } from "../../app-context";
import { hashSecret } from "../../lib/secure-token";
import { findPublishedPostId } from "./blog.repo";
import { countView } from "./views.repo";

/** An anonymous viewer is their address, kept only as a keyed hash (never the raw IP). */
export function anonymousViewerKey(context: AppContext, ip: string): string {
  return `ip:${hashSecret(context.config.sessionSecret, `post-view:${ip}`).slice(0, 32)}`;
}

/**
 * A visitor without a session was served an article from the anonymous page cache: the page
 * was not rendered for them, so the view that rendering would have counted is counted here
 * (once per viewer per hour, as always).
 */
export async function countAnonymousArticleView(
  context: AppContext,
  ip: string,
  idOrSlug: string,
): Promise<void> {
  const postId = await findPublishedPostId(context.db, idOrSlug, context.now());
  if (postId !== undefined) {
    await countView(context.db, postId, anonymousViewerKey(context, ip), context.now());
  }
}
