/**
 * Which module (a path under src/client, as in Vite's build manifest) and which named export
 * draw each route of SITE_ROUTES (src/shared/routes.ts). Plain data, so three readers share it:
 * the client router (each module is its own lazy chunk), the server renderer (it loads the
 * module before rendering and preloads its chunk), and scripts/check-js-budget.ts (it weighs
 * the JavaScript each route's first view downloads). Paths without an entry show the
 * PlannedPage until they are built.
 */
export interface PageModule {
  module: string;
  exportName: string;
}

function page(module: string, exportName: string): PageModule {
  return { module: `features/${module}.tsx`, exportName };
}

const AUTH_PAGE = page("auth/auth-page", "AuthPage");
const PROFILE_PAGE = page("users/profile-page", "ProfilePage");
const ACCOUNT_SETTINGS_PAGE = page("account/pages/account-settings-page", "AccountSettingsPage");
const ADMIN_PAGE = page("admin/pages/admin-page", "AdminPage");

export const PAGE_MODULES: Readonly<Record<string, PageModule>> = {
  "/": page("home/home-page", "HomePage"),
  // One page for the three auth paths; the path picks the tab.
  "/auth": AUTH_PAGE,
  "/auth/forgot-password": AUTH_PAGE,
  "/auth/reset-password": AUTH_PAGE,
  "/blog": page("blog/pages/blog-home-page", "BlogHomePage"),
  "/blog/all": page("blog/pages/all-articles-page", "AllArticlesPage"),
  "/privacy": page("legal/privacy-page", "PrivacyPage"),
  "/terms": page("legal/terms-page", "TermsPage"),
  "/cookies": page("legal/cookies-page", "CookiesPage"),
  "/blog/:id": page("blog/pages/article-page", "ArticlePage"),
  "/blog/categories": page("blog/pages/blog-categories-page", "BlogCategoriesPage"),
  "/blog/category/:slug": page("blog/pages/category-page", "CategoryPage"),
  "/blog/new": page("blog/pages/create-post-page", "CreatePostPage"),
  "/forum": page("forum/pages/forum-page", "ForumPage"),
  "/forum/thread/:id": page("forum/pages/thread-page", "ThreadPage"),
  "/community-feedback": page("feedback/pages/feedback-page", "FeedbackPage"),
  "/community-feedback/:id": page("feedback/pages/feedback-item-page", "FeedbackItemPage"),
  "/roadmap": page("roadmap/roadmap-page", "RoadmapPage"),
  "/developer-updates": page(
    "developer-updates/pages/developer-updates-page",
    "DeveloperUpdatesPage",
  ),
  "/developer-updates/:slug": page(
    "developer-updates/pages/developer-update-page",
    "DeveloperUpdatePage",
  ),
  "/profile": PROFILE_PAGE,
  // /profile/achievements is the overview section too.
  "/profile/achievements": PROFILE_PAGE,
  "/profile/appearance": page("users/appearance-page", "AppearancePage"),
  "/user/:userId": page("users/user-profile-page", "UserProfilePage"),
  "/settings": ACCOUNT_SETTINGS_PAGE,
  "/profile/settings": ACCOUNT_SETTINGS_PAGE,
  "/profile/security": page("account/pages/security-page", "SecurityPage"),
  "/newsletter/confirm": page("newsletter/newsletter-confirm-page", "NewsletterConfirmPage"),
  "/newsletter/unsubscribe": page(
    "newsletter/newsletter-unsubscribe-page",
    "NewsletterUnsubscribePage",
  ),
  "/profile/2fa-setup": page("account/pages/two-factor-setup-page", "TwoFactorSetupPage"),
  "/games": page("games/games-page", "GamesPage"),
  "/games/:gameName": page("games/game-hub-page", "GameHubPage"),
  "/top-games": page("top-games/top-games-page", "TopGamesPage"),
  "/admin-top-games": page("top-games/admin-top-games-page", "AdminTopGamesPage"),
  "/game-guides": page("guides/game-guides-page", "GameGuidesPage"),
  "/guides/:slug": page("guides/guide-page", "GuidePage"),
  "/contact": page("contact/contact-page", "ContactPage"),
  "/about": page("about/about-page", "AboutPage"),
  "/faq": page("faq/faq-page", "FaqPage"),
  "/merchandise": page("merchandise/merchandise-page", "MerchandisePage"),
  "/live-streams": page("live-streams/live-streams-page", "LiveStreamsPage"),
  "/retro-games": page("retro-games/retro-games-page", "RetroGamesPage"),
  "/search": page("search/search-page", "SearchPage"),
  // The admin panel: one module draws every /admin screen (admin-page.tsx says why).
  "/admin": ADMIN_PAGE,
  "/admin/users": ADMIN_PAGE,
  "/admin/users/:userId": ADMIN_PAGE,
  "/admin/content": ADMIN_PAGE,
  "/admin/content/:section": ADMIN_PAGE,
  "/admin/newsletter": ADMIN_PAGE,
  "/admin/contact": ADMIN_PAGE,
  "/admin/mail": ADMIN_PAGE,
  "/admin/audit": ADMIN_PAGE,
};

/** Drawn for routes without an entry above, and for unknown paths. */
export const PLANNED_PAGE = page("planned/planned-page", "PlannedPage");
export const NOT_FOUND_PAGE = page("not-found/not-found-page", "NotFoundPage");
