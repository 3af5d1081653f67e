/**
 * Every path of the site, with who may open it and the page metadata the
 * server writes into the HTML (crawlers run no JavaScript). The client router and the server's
 * HTML renderer both read this table, so a path exists in exactly one place.
 */
export type RouteAccess = "public" | "user" | "admin";

export interface SiteRoute {
  path: string;
  access: RouteAccess;
  title: string;
  description: string;
  /** Pages that only make sense for one person (account, admin) stay out of search engines. */
  indexable: boolean;
}

export const SITE_NAME = "GameHub";
export const SITE_TAGLINE = "Gaming news, guides and community for gamers and streamers";

function page(
  path: string,
  title: string,
  description: string,
  access: RouteAccess = "public",
): SiteRoute {
  return { path, access, title, description, indexable: access === "public" };
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  page(
    "/",
    SITE_NAME,
    `${SITE_TAGLINE}. Latest news, top games, retro arcade and a friendly community.`,
  ),
  page(
    "/blog",
    "Gaming News",
    "The latest gaming news, reviews, guides, esports and hardware stories.",
  ),
  page("/blog/all", "All Articles", "Every article published on GameHub, newest first."),
  page("/blog/categories", "Blog Categories", "Browse gaming news by category."),
  page("/blog/category/:slug", "News Category", "Gaming news in one category."),
  page("/blog/new", "Create Blog Post", "Write and publish a new article.", "admin"),
  page("/blog/:id", "Article", "A gaming news article on GameHub."),
  page("/forum", "Forum", "Discuss games, share tips and meet other players."),
  page("/forum/thread/:id", "Discussion", "A discussion in the GameHub forum."),
  page(
    "/developer-updates",
    "Developer Updates",
    "Roadmaps, patch notes and behind-the-scenes posts.",
  ),
  page(
    "/developer-updates/:slug",
    "Developer Update",
    "A roadmap, patch notes or behind-the-scenes post from the GameHub team.",
  ),
  page(
    "/community-feedback",
    "Community Feedback",
    "Report bugs, request features and vote on ideas.",
  ),
  page(
    "/community-feedback/:id",
    "Feedback",
    "A bug report, feature request or idea from the GameHub community.",
  ),
  page(
    "/roadmap",
    "Development Roadmap",
    "What the team has planned, is building now and has shipped, from community feedback.",
  ),
  page(
    "/live-streams",
    "Live Gaming Streams",
    "Live, upcoming and recent streams from the community.",
  ),
  page("/game-guides", "Game Guides", "Guides, tips and mods for the games you play."),
  page("/guides/:slug", "Guide", "A game guide with tips, tricks and essential mods."),
  page("/about", "About Us", "Who we are and why we built a home for gamers and streamers."),
  page("/faq", "FAQ", "Answers to common questions about GameHub."),
  page("/merchandise", "Merchandise", "GameHub shirts, hoodies and gear."),
  page("/top-games", "Top Games", "The most searched video games right now."),
  page(
    "/admin-top-games",
    "Manage Top Game Logos",
    "Upload logos for the top games list.",
    "admin",
  ),
  page("/contact", "Contact Us", "Get in touch with the GameHub team. We answer within 24 hours."),
  page("/retro-games", "Retro Arcade", "Play classic DOS games right in your browser."),
  page("/games", "Featured Games", "Featured games with links to their official sites."),
  page("/games/:gameName", "Game", "A featured game on GameHub."),
  // Result pages of the site's own search stay out of search engines (their robots.txt too).
  {
    ...page("/search", "Search", "Search news, games, guides, hardware, mods and deals."),
    indexable: false,
  },
  page("/privacy", "Privacy Policy", "How GameHub collects, uses and protects your data."),
  page("/terms", "Terms of Service", "The rules for using GameHub."),
  page("/cookies", "Cookie Policy", "Which cookies GameHub uses and why."),
  { ...page("/auth", "Sign In", "Sign in or create your GameHub account."), indexable: false },
  { ...page("/auth/forgot-password", "Forgot Password", "Reset your password."), indexable: false },
  { ...page("/auth/reset-password", "Reset Password", "Choose a new password."), indexable: false },
  // One-off pages opened from newsletter e-mails: their button posts the link's token.
  {
    ...page("/newsletter/confirm", "Confirm Subscription", "Confirm your newsletter subscription."),
    indexable: false,
  },
  {
    ...page("/newsletter/unsubscribe", "Unsubscribe", "Stop receiving the GameHub newsletter."),
    indexable: false,
  },
  page("/profile", "Your Profile", "Your level, achievements and ranking.", "user"),
  page(
    "/profile/security",
    "Security",
    "Password, two-factor authentication and sessions.",
    "user",
  ),
  page(
    "/profile/2fa-setup",
    "Two-Factor Setup",
    "Secure your account with an authenticator app.",
    "user",
  ),
  page("/profile/appearance", "Appearance", "Font size, contrast and motion settings.", "user"),
  page(
    "/profile/achievements",
    "Achievements",
    "Your earned and in-progress achievements.",
    "user",
  ),
  page(
    "/profile/settings",
    "Account Settings",
    "Profile information, password and account.",
    "user",
  ),
  page("/settings", "Account Settings", "Profile information, password and account.", "user"),
  page("/user/:userId", "Player Profile", "A GameHub player's profile.", "user"),
  page("/admin", "Admin Panel", "Site administration.", "admin"),
  // The admin panel's screens.
  page("/admin/users", "Users", "Site administration: users.", "admin"),
  page("/admin/users/:userId", "User", "Site administration: a user.", "admin"),
  page("/admin/content", "Content", "Site administration: content.", "admin"),
  // The content editors: games, guides, retro-games, streams, social-posts (admin-page.tsx).
  page("/admin/content/:section", "Content", "Site administration: content.", "admin"),
  page("/admin/newsletter", "Newsletter", "Site administration: newsletter.", "admin"),
  page("/admin/contact", "Contact Inbox", "Site administration: contact inbox.", "admin"),
  page("/admin/mail", "Mail Outbox", "Site administration: mail outbox.", "admin"),
  page("/admin/audit", "Audit Log", "Site administration: audit log.", "admin"),
];

export interface RouteMatch {
  route: SiteRoute;
  params: Record<string, string>;
}

/** Finds the route of a pathname; literal segments win over parameters because of table order. */
export function matchSiteRoute(pathname: string): RouteMatch | null {
  const segments = splitPath(pathname);
  for (const route of SITE_ROUTES) {
    const params = matchSegments(splitPath(route.path), segments);
    if (params) return { route, params };
  }
  return null;
}

function splitPath(path: string): string[] {
  return path.split("/").filter((segment) => segment.length > 0);
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const value = actual[index] as string;
    if (part.startsWith(":")) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}
