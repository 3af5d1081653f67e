import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MemoryRouter } from "../lib/router";
import { SearchBox, searchPath } from "./search-box";

function fieldValue(path: string): string | undefined {
  const html = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <SearchBox />
    </MemoryRouter>,
  );
  return /<input[^>]*\bvalue="([^"]*)"/.exec(html)?.[1];
}

describe("the header's search box", () => {
  it("shows the query of the search page on screen", () => {
    expect(fieldValue("/search?q=minecraft%20mods&contentType=guide")).toBe("minecraft mods");
  });

  it("is empty on every other page, whatever its address holds", () => {
    expect(fieldValue("/blog?q=esports")).toBe("");
    expect(fieldValue("/search")).toBe("");
  });

  it("opens /search with the query encoded", () => {
    expect(searchPath("halo & co")).toBe("/search?q=halo%20%26%20co");
  });
});
