import { describe, expect, it } from "vitest";
import { searchQuerySchema } from "../../../shared/search";
import { SEARCH_QUERY_MAX, SEARCH_TAGS_MAX } from "../../../shared/search-limits";
import {
  activeFilterCount,
  DEFAULT_SEARCH_FILTERS,
  parseTags,
  searchFiltersOf,
  searchHref,
  searchQueryString,
  toggleTag,
} from "./search-params";

describe("searchFiltersOf", () => {
  it("reads the query, tab, sort, date range and tags of the address", () => {
    const filters = searchFiltersOf(
      new URLSearchParams(
        "q=%20minecraft%20mods%20&contentType=guide&sort=date_desc&dateRange=month&tags=survival,%20pc",
      ),
    );
    expect(filters).toEqual({
      q: "minecraft mods",
      contentType: "guide",
      sort: "date_desc",
      dateRange: "month",
      tags: ["survival", "pc"],
    });
    expect(activeFilterCount(filters)).toBe(4);
  });

  it("falls back to the defaults for values the API does not take", () => {
    const filters = searchFiltersOf(
      new URLSearchParams("q=x&contentType=video&sort=random&dateRange=decade&tags=,,"),
    );
    expect(filters).toEqual({ ...DEFAULT_SEARCH_FILTERS, q: "x" });
    expect(activeFilterCount(filters)).toBe(0);
  });

  it("takes the site's other types as tabs too", () => {
    expect(searchFiltersOf(new URLSearchParams("q=x&contentType=discussion")).contentType).toBe(
      "discussion",
    );
    expect(searchFiltersOf(new URLSearchParams("q=x&contentType=all")).contentType).toBe("all");
  });

  it("has an empty query for an address without one", () => {
    expect(searchFiltersOf(new URLSearchParams("")).q).toBe("");
    expect(searchFiltersOf(new URLSearchParams("q=%20%20")).q).toBe("");
  });

  it("cuts the query to the longest the API takes", () => {
    const filters = searchFiltersOf(new URLSearchParams({ q: "a".repeat(300) }));
    expect(filters.q).toHaveLength(SEARCH_QUERY_MAX);
  });
});

describe("parseTags and toggleTag", () => {
  it("trims, drops repeats and keeps at most the API's number of tags", () => {
    expect(parseTags(" a, b,a,,c ")).toEqual(["a", "b", "c"]);
    expect(parseTags("1,2,3,4,5,6,7")).toHaveLength(SEARCH_TAGS_MAX);
    expect(parseTags(null)).toEqual([]);
  });

  it("adds a tag that is not chosen and removes one that is", () => {
    expect(toggleTag(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleTag(["a", "b"], "a")).toEqual(["b"]);
  });
});

describe("the address and the API's query string", () => {
  it("leaves every default out", () => {
    expect(searchQueryString({ ...DEFAULT_SEARCH_FILTERS, q: "halo" })).toBe("q=halo");
    expect(searchHref(DEFAULT_SEARCH_FILTERS)).toBe("/search");
  });

  it("writes the filters in a fixed order, tags comma-joined, and the cursor last", () => {
    const filters = {
      q: "open world",
      contentType: "game" as const,
      sort: "title_asc" as const,
      dateRange: "year" as const,
      tags: ["rpg", "co-op"],
    };
    expect(searchQueryString(filters, "20")).toBe(
      "q=open+world&contentType=game&sort=title_asc&dateRange=year&tags=rpg,co-op&cursor=20",
    );
    expect(searchHref(filters)).toBe(
      "/search?q=open+world&contentType=game&sort=title_asc&dateRange=year&tags=rpg,co-op",
    );
  });

  it("reads back as the same search", () => {
    const filters = {
      q: "a, b & c",
      contentType: "mod" as const,
      sort: "views_desc" as const,
      dateRange: "week" as const,
      tags: ["x y", "z"],
    };
    expect(searchFiltersOf(new URLSearchParams(searchQueryString(filters)))).toEqual(filters);
  });

  it("is a query the API's schema accepts, with the same meaning", () => {
    const params = new URLSearchParams(
      searchQueryString(
        {
          q: "minecraft",
          contentType: "guide",
          sort: "date_asc",
          dateRange: "day",
          tags: ["survival", "mods"],
        },
        "40",
      ),
    );
    expect(searchQuerySchema.parse(Object.fromEntries(params))).toEqual({
      q: "minecraft",
      contentType: "guide",
      sort: "date_asc",
      dateRange: "day",
      tags: ["survival", "mods"],
      cursor: "40",
    });
    const all = new URLSearchParams(searchQueryString({ ...DEFAULT_SEARCH_FILTERS, q: "x" }));
    expect(searchQuerySchema.parse(Object.fromEntries(all))).toMatchObject({
      contentType: undefined,
      sort: "relevance",
      dateRange: "any",
      tags: [],
    });
  });
});
