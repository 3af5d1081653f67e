import { describe, expect, it } from "vitest";
import { memberForFile, testAppForFile } from "../test/test-fixtures";
import { ADMIN_API_PREFIX } from "./admin-guard";

const t = testAppForFile({ seed: false });
const plainMember = memberForFile(t);

/** Admin-only routes outside /api/admin/ that take no body (their handlers call requireAdmin). */
const ADMIN_ONLY_DELETES = [
  "/api/blog/:id",
  "/api/games/:slug",
  "/api/guides/:id",
  "/api/retro-games/:id",
  "/api/live-streams/:id",
  "/api/social/posts/:id",
  "/api/developer-updates/:id",
];

/** A concrete URL for a route pattern: every parameter becomes 1. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, "1");
}

describe("the admin routes", () => {
  it("walks the route table: every /api/admin/ route answers 401 signed out and 403 to a member", async () => {
    const adminRoutes = t.app.routeTable.filter((route) => route.url.startsWith(ADMIN_API_PREFIX));
    // The panel's calls (users, audit, outbox, newsletter, stats) and streamer applications.
    expect(adminRoutes.length).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const url = concrete(route.url);
      const method = route.method as "GET";
      const signedOut = await t.app.inject({
        method,
        url,
        payload: method === "GET" ? undefined : {},
      });
      if (signedOut.statusCode !== 401)
        failures.push(`${route.method} ${url} signed out: ${signedOut.statusCode}`);
      const byMember = await plainMember.browser.request(
        method,
        url,
        method === "GET" ? undefined : {},
      );
      if (byMember.statusCode !== 403)
        failures.push(`${route.method} ${url} member: ${byMember.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("checks the role before the body, so a member learns nothing from validation", async () => {
    const response = await plainMember.browser.post(
      "/api/admin/streamer-applications/abc/approve",
      {
        anything: true,
      },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "Admin access required" });
  });

  it("guards the route, not the spelling of the address", async () => {
    const response = await plainMember.browser.get("/api/%61dmin/audit");
    expect(response.statusCode).toBe(403);
  });

  it("refuses a member the admin-only deletions of the content features", async () => {
    const registered = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    for (const url of ADMIN_ONLY_DELETES) {
      expect(registered.has(`DELETE ${url}`), url).toBe(true);
      const response = await plainMember.browser.request("DELETE", concrete(url));
      expect(response.statusCode, url).toBe(403);
    }
  });
});
