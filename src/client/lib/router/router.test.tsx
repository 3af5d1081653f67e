import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Link } from "./link";
import { createPath, isSameAddress, parsePath, resolveTo } from "./location";
import { Outlet, RouteProvider, useLocation, useParams, useSearchParams } from "./router-context";
import { MemoryRouter, StaticRouter } from "./routers";

describe("addresses", () => {
  it("splits a path into its parts and joins them back", () => {
    expect(parsePath("/blog/14?x=1#top")).toEqual({
      pathname: "/blog/14",
      search: "?x=1",
      hash: "#top",
    });
    expect(parsePath("?page=2")).toEqual({ search: "?page=2" });
    expect(createPath({ pathname: "/blog", search: "?", hash: "#" })).toBe("/blog");
    expect(createPath({ search: "?q=a" })).toBe("/?q=a");
  });

  it("resolves a query or hash alone on the current path, dropping its query", () => {
    expect(createPath(resolveTo("?page=2", "/blog"))).toBe("/blog?page=2");
    expect(createPath(resolveTo("#comments", "/blog/14"))).toBe("/blog/14#comments");
    expect(createPath(resolveTo("?", "/forum"))).toBe("/forum");
  });

  it("resolves relative paths against the current one", () => {
    expect(resolveTo("edit", "/blog/14").pathname).toBe("/blog/14/edit");
    expect(resolveTo("../15", "/blog/14").pathname).toBe("/blog/15");
    expect(resolveTo("../..", "/blog").pathname).toBe("/");
    expect(resolveTo({ pathname: "/auth", search: "tab=login" }, "/x")).toEqual({
      pathname: "/auth",
      search: "?tab=login",
      hash: "",
    });
  });
});

function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map(
    (match) => match[1]?.replace(/&amp;/g, "&") ?? "",
  );
}

describe("Link", () => {
  it("renders a real href: resolved paths, external addresses as written", () => {
    const html = renderToString(
      <StaticRouter location="/blog/14?ref=home">
        <Link to="/forum">Forum</Link>
        <Link to="?page=2">Next</Link>
        <Link to="#comments">Comments</Link>
        <Link to={{ pathname: "/auth", search: "?tab=login" }}>Sign in</Link>
        <Link to="https://example.com/x" target="_blank" rel="noreferrer">
          Elsewhere
        </Link>
        <Link to="/" reloadDocument>
          Home
        </Link>
      </StaticRouter>,
    );
    expect(hrefsOf(html)).toEqual([
      "/forum",
      "/blog/14?page=2",
      "/blog/14#comments",
      "/auth?tab=login",
      "https://example.com/x",
      "/",
    ]);
    expect(html).toContain('target="_blank"');
    expect(html).not.toContain("data-discover");
  });
});

function Probe() {
  const location = useLocation();
  const [params] = useSearchParams();
  const { id } = useParams();
  return (
    <p>
      {location.pathname}|{params.get("q")}|{location.hash}|{location.key}|{id}
    </p>
  );
}

describe("routers and route state", () => {
  it("a server render reads its fixed address", () => {
    const html = renderToString(
      <StaticRouter location="/search?q=halo%20co#top">
        <Probe />
      </StaticRouter>,
    );
    expect(html.replace(/<!-- -->/g, "")).toContain("<p>/search|halo co|#top|default|</p>");
  });

  it("a memory history starts at its last entry", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/", "/blog?q=esports"]}>
        <Probe />
      </MemoryRouter>,
    );
    expect(html.replace(/<!-- -->/g, "")).toContain("<p>/blog|esports||default|</p>");
  });

  it("hands the route's parameters down and draws its page in the Outlet", () => {
    const html = renderToString(
      <StaticRouter location="/blog/14">
        <RouteProvider params={{ id: "14" }} outlet={<Probe />}>
          <main>
            <Outlet />
          </main>
        </RouteProvider>
      </StaticRouter>,
    );
    expect(html.replace(/<!-- -->/g, "")).toContain("<main><p>/blog/14|||default|14</p></main>");
  });

  it("hooks used outside a router say so", () => {
    expect(() => renderToString(<Probe />)).toThrow(
      "useLocation() may be used only inside a router",
    );
  });
});

describe("same-address navigation", () => {
  it("knows an address already shown, however its query is encoded", () => {
    expect(isSameAddress("/search?q=minecraft", "/search?q=minecraft")).toBe(true);
    expect(isSameAddress("/search?q=minecraft%20mods", "/search?q=minecraft+mods")).toBe(true);
    expect(isSameAddress("/search?q=minecraft", "/search?q=minecraft&tags=Redstone")).toBe(false);
    expect(isSameAddress("/search?q=a&sort=x", "/search?sort=x&q=a")).toBe(false);
    expect(isSameAddress("/search?q=minecraft", "/search?q=fortnite")).toBe(false);
    expect(isSameAddress("/blog/14", "/blog/14#comments")).toBe(false);
    expect(isSameAddress("/forum", "/forum?")).toBe(true);
  });
});
