import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SearchResult } from "../../../shared/search";
import { ApiError } from "../../lib/api";
import { MemoryRouter } from "../../lib/router";
import { tagChoices } from "./search-filters-panel";
import { visibleTabs } from "./search-page";
import { SearchResultCard } from "./search-result-card";
import { CorrectedQuery } from "./search-results";
import { resultKey, searchErrorMessage } from "./use-search";

const RESULT: SearchResult = {
  contentType: "blog",
  id: "7",
  url: "/blog/7",
  thumbnail: "/images/news/stock.webp",
  title: "Speedrunning 101",
  excerpt: "How to start <mark>racing</mark> the clock &amp; win",
  createdAt: "2026-01-05T10:00:00.000Z",
  author: "Ada",
  tags: ["speedrun", "tips", "community", "beginners"],
};

function html(node: ReactNode): string {
  return renderToString(<MemoryRouter>{node}</MemoryRouter>).replace(/<!-- -->/g, "");
}

/** The text a reader sees, in document order. */
function text(node: ReactNode): string {
  return html(node)
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

function card(patch: Partial<SearchResult>): ReactNode {
  return <SearchResultCard result={{ ...RESULT, ...patch }} />;
}

describe("a search result, drawn by its type", () => {
  it("news: thumbnail, News badge, date, title, excerpt, author and three tags", () => {
    const markup = html(card({}));
    expect(markup).toMatch(/<img[^>]+src="\/images\/news\/stock\.webp"|<picture/);
    expect(markup).toContain('href="/blog/7"');
    expect(text(card({}))).toBe(
      "News January 5, 2026 Speedrunning 101 How to start racing the clock & win By Ada speedrun tips community",
    );
  });

  it("news without a picture or an author leaves both out", () => {
    const markup = html(card({ thumbnail: null, author: null }));
    expect(markup).not.toContain("<img");
    expect(markup).not.toContain("By ");
  });

  it("keeps the excerpt's <mark> and clamps it to two lines", () => {
    const markup = html(card({}));
    expect(markup).toMatch(/<p class="line-clamp-2[^"]*">How to start <mark>racing<\/mark>/);
  });

  it("game: Game badge, tags, a placeholder icon without a thumbnail, title, excerpt", () => {
    const game = card({
      contentType: "game",
      url: "/games/minecraft",
      thumbnail: null,
      createdAt: null,
      author: null,
      title: "Minecraft",
      excerpt: "Build anything",
    });
    expect(text(game)).toBe("Game speedrun tips community Minecraft Build anything");
    expect(html(game)).toContain("lucide-gamepad-2");
  });

  it("game with a thumbnail shows it instead of the icon", () => {
    const markup = html(
      card({ contentType: "game", thumbnail: "/images/games/minecraft.webp", createdAt: null }),
    );
    expect(markup).not.toContain("lucide-gamepad-2");
    expect(markup).toMatch(/minecraft/);
  });

  it("guide and mod: badge, date, title, excerpt, tags", () => {
    expect(text(card({ contentType: "guide", thumbnail: null }))).toBe(
      "Guide January 5, 2026 Speedrunning 101 How to start racing the clock & win speedrun tips community",
    );
    expect(text(card({ contentType: "mod", thumbnail: null }))).toBe(
      "Mod January 5, 2026 Speedrunning 101 How to start racing the clock & win speedrun tips community",
    );
  });

  it("hardware: badge, date, title, excerpt (no tags, no author)", () => {
    expect(text(card({ contentType: "hardware" }))).toBe(
      "Hardware January 5, 2026 Speedrunning 101 How to start racing the clock & win",
    );
  });

  it("deal: badge, tags, title, excerpt", () => {
    expect(text(card({ contentType: "deal", createdAt: null }))).toBe(
      "Deal speedrun tips community Speedrunning 101 How to start racing the clock & win",
    );
  });

  it("any other type: its capitalised name, the date when it has one, title, excerpt", () => {
    expect(text(card({ contentType: "discussion" }))).toBe(
      "Discussion January 5, 2026 Speedrunning 101 How to start racing the clock & win",
    );
    expect(text(card({ contentType: "arcade", createdAt: null }))).toBe(
      "Arcade Speedrunning 101 How to start racing the clock & win",
    );
  });

  it("links outside the site with a plain link", () => {
    expect(html(card({ url: "https://example.com/deal" }))).toContain(
      'href="https://example.com/deal"',
    );
  });

  it("is keyed by its type and id", () => {
    expect(resultKey({ contentType: "mod", id: "3-2" })).toBe("mod-3-2");
  });
});

describe("the search page's parts", () => {
  it("always has the spec's tabs, and the other types only with results or when open", () => {
    const counts = new Map([
      ["blog", 2],
      ["discussion", 3],
      ["stream", 0],
    ]);
    expect(visibleTabs(counts, "all")).toEqual([
      "all",
      "blog",
      "game",
      "guide",
      "hardware",
      "mod",
      "deal",
      "discussion",
    ]);
    expect(visibleTabs(undefined, "arcade")).toContain("arcade");
    expect(visibleTabs(undefined, "all")).not.toContain("discussion");
  });

  it("emphasises the corrected words only", () => {
    const markup = html(<CorrectedQuery query="minecarft mods" corrected="minecraft mods" />);
    expect(markup).toContain("<strong");
    expect(markup).toMatch(/<strong[^>]*>minecraft<\/strong>/);
    expect(markup).not.toMatch(/<strong[^>]*>mods<\/strong>/);
    expect(text(<CorrectedQuery query="minecarft mods" corrected="minecraft mods" />)).toBe(
      "Showing results for minecraft mods",
    );
  });

  it("offers the reply's tags, plus a chosen tag the reply does not list", () => {
    expect(tagChoices([{ name: "pc", count: 4 }], ["retro", "pc"])).toEqual([
      { name: "retro", count: null },
      { name: "pc", count: 4 },
    ]);
    expect(tagChoices(undefined, [])).toEqual([]);
  });

  it("shows the server's message, the error's own, or the fallback", () => {
    expect(searchErrorMessage(new ApiError(400, '{"error":"Too long"}', "Bad Request"))).toBe(
      "Too long",
    );
    expect(searchErrorMessage(new ApiError(502, "", "Bad Gateway"))).toBe("502: Bad Gateway");
    expect(searchErrorMessage(new Error(""))).toBe(
      "Failed to load search results. Please try again.",
    );
    expect(searchErrorMessage("odd")).toBe("Failed to load search results. Please try again.");
  });
});
