import { matchSiteRoute } from "../../../../shared/routes";
import { type LazyPage, lazyNamed } from "../../../lib/lazy-named";
import { useLocation } from "../../../lib/router";

/**
 * The admin panel's one page module: every /admin route draws AdminPage, which draws the
 * route's screen, each screen its own chunk. One module instead of eight keeps the public
 * entry as it was: each page module adds its loader and its chunk list to the entry that
 * every visitor downloads, and these pages are for a handful of people.
 */
const SCREENS: Readonly<Record<string, LazyPage>> = {
  "/admin": lazyNamed(() => import("../components/admin-dashboard-screen"), "AdminDashboardScreen"),
  "/admin/users": lazyNamed(() => import("../components/admin-users-screen"), "AdminUsersScreen"),
  "/admin/users/:userId": lazyNamed(
    () => import("../components/admin-user-screen"),
    "AdminUserScreen",
  ),
  "/admin/content": lazyNamed(
    () => import("../components/admin-content-screen"),
    "AdminContentScreen",
  ),
  "/admin/newsletter": lazyNamed(
    () => import("../components/admin-newsletter-screen"),
    "AdminNewsletterScreen",
  ),
  "/admin/contact": lazyNamed(
    () => import("../components/admin-contact-screen"),
    "AdminContactScreen",
  ),
  "/admin/mail": lazyNamed(() => import("../components/admin-mail-screen"), "AdminMailScreen"),
  "/admin/audit": lazyNamed(() => import("../components/admin-audit-screen"), "AdminAuditScreen"),
};

/**
 * /admin/content/:section: the editors of the site's catalogues, each its own chunk. An
 * unknown section draws a screen that says so, inside the panel.
 */
const CONTENT_SECTION_SCREENS: Readonly<Record<string, LazyPage>> = {
  games: lazyNamed(() => import("../content-editors/games-editor-screen"), "GamesEditorScreen"),
  guides: lazyNamed(() => import("../content-editors/guides-editor-screen"), "GuidesEditorScreen"),
  "retro-games": lazyNamed(
    () => import("../content-editors/retro-games-editor-screen"),
    "RetroGamesEditorScreen",
  ),
  streams: lazyNamed(
    () => import("../content-editors/streams-editor-screen"),
    "StreamsEditorScreen",
  ),
  "social-posts": lazyNamed(
    () => import("../content-editors/social-posts-editor-screen"),
    "SocialPostsEditorScreen",
  ),
};
const UNKNOWN_CONTENT_SECTION = lazyNamed(
  () => import("../content-editors/unknown-section-screen"),
  "UnknownSectionScreen",
);

function screenFor(pathname: string): LazyPage | undefined {
  const match = matchSiteRoute(pathname);
  if (!match) return undefined;
  if (match.route.path === "/admin/content/:section") {
    const section = match.params.section ?? "";
    return Object.hasOwn(CONTENT_SECTION_SCREENS, section)
      ? CONTENT_SECTION_SCREENS[section]
      : UNKNOWN_CONTENT_SECTION;
  }
  return SCREENS[match.route.path];
}

/**
 * Loads the screen of an address. The browser calls it with the page module before it takes
 * over the server's HTML (src/client/main.tsx), so hydration finds the screen loaded and
 * matches the server's HTML at once; the server's renderer waits for it on its own.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  return screenFor(pathname)?.preload() ?? Promise.resolve();
}

/** Every /admin route (src/shared/routes.ts): the screen of the address. */
export function AdminPage() {
  const Screen = screenFor(useLocation().pathname);
  // Only /admin routes draw this page, so a screen is always found.
  return Screen ? <Screen /> : null;
}
