/**
 * API paths whose writes change what anonymous visitors see (articles, comments, likes, the
 * news feed): a successful write under one of them drops the anonymous page cache. A feature
 * that adds public content adds its prefix here.
 */
export const PUBLIC_CONTENT_WRITE_PREFIXES: readonly string[] = [
  "/api/blog",
  "/api/comments",
  "/api/news",
  "/api/forum",
  "/api/social",
  "/api/developer-updates",
  "/api/community-feedback",
  "/api/games",
  "/api/guides",
  "/api/live-streams",
  "/api/retro-games",
  // The admin panel's bulk actions on news posts (feature, publish, delete several).
  "/api/admin/posts",
];

/**
 * Writes under those prefixes that change nothing a visitor sees: a retro game's plays are
 * counted but shown nowhere, and a play must not drop every cached page.
 */
const UNSEEN_WRITES = /^\/api\/retro-games\/[^/]+\/plays$/;

export function changesPublicContent(method: string, url: string, status: number): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (status < 200 || status >= 300) return false;
  const path = url.split("?")[0] ?? url;
  if (UNSEEN_WRITES.test(path)) return false;
  return PUBLIC_CONTENT_WRITE_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}
