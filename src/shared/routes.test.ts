import { describe, expect, it } from "vitest";
import { matchSiteRoute, SITE_ROUTES } from "./routes";

describe("matchSiteRoute", () => {
  it("knows every path of the spec's route table", () => {
    const specPaths = [
      "/",
      "/blog",
      "/blog/all",
      "/blog/categories",
      "/blog/category/:slug",
      "/blog/:id",
      "/forum",
      "/developer-updates",
      "/community-feedback",
      "/live-streams",
      "/game-guides",
      "/about",
      "/faq",
      "/merchandise",
      "/top-games",
      "/contact",
      "/retro-games",
      "/games",
      "/games/:gameName",
      "/privacy",
      "/terms",
      "/cookies",
      "/search",
      "/guides/:slug",
      "/auth",
      "/auth/forgot-password",
      "/auth/reset-password",
      "/profile",
      "/profile/security",
      "/profile/2fa-setup",
      "/profile/appearance",
      "/profile/achievements",
      "/profile/settings",
      "/settings",
      "/blog/new",
      "/admin-top-games",
      "/user/:userId",
      "/admin",
      // The admin panel's screens.
      "/admin/users",
      "/admin/users/:userId",
      "/admin/content",
      "/admin/content/:section",
      "/admin/newsletter",
      "/admin/contact",
      "/admin/mail",
      "/admin/audit",
      // The newsletter e-mails' confirm and unsubscribe pages.
      "/newsletter/confirm",
      "/newsletter/unsubscribe",
      // A forum discussion.
      "/forum/thread/:id",
      // Pages linked from others.
      "/developer-updates/:slug",
      "/roadmap",
      // A feedback item's own page with its comments.
      "/community-feedback/:id",
    ];
    expect(SITE_ROUTES.map((route) => route.path).sort()).toEqual([...specPaths].sort());
  });

  it("prefers a literal path over a parameter", () => {
    expect(matchSiteRoute("/blog/new")?.route.path).toBe("/blog/new");
    expect(matchSiteRoute("/blog/all")?.route.path).toBe("/blog/all");
    expect(matchSiteRoute("/blog/42")).toMatchObject({
      route: { path: "/blog/:id" },
      params: { id: "42" },
    });
  });

  it("decodes parameters and ignores a trailing slash", () => {
    expect(matchSiteRoute("/games/red%20dead/")?.params).toEqual({ gameName: "red dead" });
  });

  it("matches nothing for an unknown path or a malformed escape", () => {
    expect(matchSiteRoute("/nope")).toBeNull();
    expect(matchSiteRoute("/blog/1/2")).toBeNull();
    expect(matchSiteRoute("/games/%E0%A4%A")).toBeNull();
  });

  it("guards account pages for signed-in users and admin pages for admins", () => {
    const access = (path: string) => matchSiteRoute(path)?.route.access;
    expect(access("/profile")).toBe("user");
    expect(access("/user/7")).toBe("user");
    expect(access("/settings")).toBe("user");
    expect(access("/blog/new")).toBe("admin");
    expect(access("/admin-top-games")).toBe("admin");
    expect(access("/admin")).toBe("admin");
    expect(access("/admin/users/12")).toBe("admin");
    expect(access("/admin/audit")).toBe("admin");
    expect(matchSiteRoute("/admin/audit")?.route.indexable).toBe(false);
    expect(access("/privacy")).toBe("public");
  });
});
