import { describe, expect, it } from "vitest";
import { SITE_ROUTES } from "../src/shared/routes";
import { ciOrder, PUBLIC_PAGES } from "./public-routes";

const alwaysInCi = PUBLIC_PAGES.filter((page) => page.alwaysInCi);
const kinds = new Set(PUBLIC_PAGES.map((page) => page.kind));

describe("PUBLIC_PAGES", () => {
  it("names only public paths of the site, each once", () => {
    const publicPaths = SITE_ROUTES.filter((route) => route.access === "public").map(
      (route) => route.path,
    );
    for (const page of PUBLIC_PAGES) expect(publicPaths).toContain(page.route);
    expect(new Set(PUBLIC_PAGES.map((page) => page.route)).size).toBe(PUBLIC_PAGES.length);
  });

  it("keeps the four pages CI has always measured", () => {
    expect(alwaysInCi.map((page) => page.route)).toEqual([
      "/",
      "/blog",
      "/blog/:id",
      "/blog/category/:slug",
    ]);
  });
});

describe("ciOrder", () => {
  it("puts the always-measured pages first, then one page of every other kind", () => {
    for (const run of [0, 1, 7, 123]) {
      const order = ciOrder(run);
      expect(order.slice(0, alwaysInCi.length)).toEqual(alwaysInCi);
      const otherKinds = [...kinds].filter(
        (kind) => !alwaysInCi.some((page) => page.kind === kind),
      );
      const next = order.slice(alwaysInCi.length, alwaysInCi.length + otherKinds.length);
      expect(new Set(next.map((page) => page.kind))).toEqual(new Set(otherKinds));
      expect(new Set(order)).toEqual(new Set(PUBLIC_PAGES));
      expect(order.length).toBe(PUBLIC_PAGES.length);
    }
  });

  it("goes round every page from run to run when only eight pages fit", () => {
    const seen = new Set<string>();
    for (let run = 0; run < 40; run++) {
      for (const page of ciOrder(run).slice(0, 8)) seen.add(page.route);
    }
    expect([...seen].sort()).toEqual(PUBLIC_PAGES.map((page) => page.route).sort());
  });
});
