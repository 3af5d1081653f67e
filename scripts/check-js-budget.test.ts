import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_MODULES } from "../src/client/app/page-modules";
import { SITE_ROUTES } from "../src/shared/routes";
import {
  budgetedRoutes,
  findEntryKey,
  firstViewFiles,
  type Manifest,
  weighFiles,
  weighPublicRoutes,
} from "./check-js-budget";
import { PUBLIC_PAGES } from "./public-routes";

const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js", "_shared.js"],
    dynamicImports: ["features/home/home-page.tsx", "features/editor/editor.tsx"],
  },
  "_react.js": { file: "assets/react.js" },
  "_shared.js": { file: "assets/shared.js", imports: ["_react.js"] },
  "_icons.js": { file: "assets/icons.js", imports: ["_shared.js"] },
  "features/home/home-page.tsx": {
    file: "assets/home-page.js",
    imports: ["index.html", "_shared.js", "_icons.js"],
    dynamicImports: ["features/dialog/dialog.tsx"],
  },
  "features/dialog/dialog.tsx": { file: "assets/dialog.js", imports: ["_dialog-lib.js"] },
  "_dialog-lib.js": { file: "assets/dialog-lib.js" },
  "features/editor/editor.tsx": { file: "assets/editor.js" },
};

describe("firstViewFiles", () => {
  it("counts the entry, the page and their static imports, shared chunks once", () => {
    const files = firstViewFiles(manifest, ["index.html", "features/home/home-page.tsx"]);
    expect(files.sort()).toEqual([
      "assets/home-page.js",
      "assets/icons.js",
      "assets/index.js",
      "assets/react.js",
      "assets/shared.js",
    ]);
  });

  it("leaves out dynamic imports, which load only when opened", () => {
    const files = firstViewFiles(manifest, ["index.html", "features/home/home-page.tsx"]);
    expect(files).not.toContain("assets/dialog.js");
    expect(files).not.toContain("assets/dialog-lib.js");
    expect(files).not.toContain("assets/editor.js");
  });

  it("fails on a chunk the manifest does not have", () => {
    expect(() => firstViewFiles(manifest, ["index.html", "features/gone.tsx"])).toThrow(
      'the manifest has no chunk "features/gone.tsx"',
    );
  });
});

describe("weighFiles", () => {
  it("sums each file's gzipped size once, biggest first", () => {
    const contents: Record<string, Buffer> = {
      "assets/a.js": Buffer.from("a".repeat(10)),
      "assets/b.js": Buffer.from(Array.from({ length: 400 }, (_, i) => `v${i * 7919}`).join()),
    };
    const read = (file: string) => contents[file] as Buffer;
    const weighed = weighFiles(["assets/a.js", "assets/b.js"], read);
    const sizeOf = (file: string) => gzipSync(read(file), { level: 9 }).length;
    expect(weighed.files.map((item) => item.file)).toEqual(["assets/b.js", "assets/a.js"]);
    expect(weighed.total).toBe(sizeOf("assets/a.js") + sizeOf("assets/b.js"));
  });
});

describe("findEntryKey", () => {
  it("finds the client entry", () => {
    expect(findEntryKey(manifest)).toBe("index.html");
  });
});

describe("budgetedRoutes", () => {
  it("weighs every page Lighthouse measures and every other public path", () => {
    const routes = budgetedRoutes();
    for (const page of PUBLIC_PAGES) expect(routes).toContain(page.route);
    for (const route of SITE_ROUTES.filter((item) => item.access === "public")) {
      expect(routes).toContain(route.path);
    }
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("finds a built page module for every page Lighthouse measures", () => {
    const withoutModule = PUBLIC_PAGES.filter((page) => !PAGE_MODULES[page.route]);
    expect(withoutModule.map((page) => page.route)).toEqual([]);
  });
});

describe("weighPublicRoutes", () => {
  it("gives the home page 120 KB and every other route 150 KB", () => {
    const pages: Manifest = {
      ...manifest,
      [PAGE_MODULES["/"]?.module ?? ""]: { file: "assets/home-page.js" },
      [PAGE_MODULES["/forum"]?.module ?? ""]: { file: "assets/forum-page.js" },
    };
    const weights = weighPublicRoutes(pages, () => Buffer.from("x"), ["/", "/forum"]);
    const budgets = Object.fromEntries(weights.map((route) => [route.path, route.budget]));
    expect(budgets).toEqual({ "/": 120_000, "/forum": 150_000 });
  });
});

describe("the plain page scripts", () => {
  it("are counted on every route, beside the entry and the page's chunks", () => {
    const pages: Manifest = {
      ...manifest,
      [PAGE_MODULES["/forum"]?.module ?? ""]: { file: "assets/forum-page.js" },
    };
    const [forum] = weighPublicRoutes(pages, () => Buffer.from("x"), ["/forum"]);
    const files = forum?.files.map((item) => item.file) ?? [];
    expect(files).toEqual(expect.arrayContaining(["theme-init.js", "start-app.js"]));
    expect(files).toEqual(expect.arrayContaining(["assets/index.js", "assets/forum-page.js"]));
  });
});
