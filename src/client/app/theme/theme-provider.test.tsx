import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteBackground } from "../layout/site-background";
import { ThemeProvider } from "./theme-provider";
import { useTheme } from "./use-theme";

/*
 * The server cannot know a visitor's stored theme, so what it renders must not depend on it:
 * these run in Node, where there is no window, document or localStorage, as on the server.
 */

function CurrentTheme() {
  return <span>{useTheme().theme}</span>;
}

describe("ThemeProvider on the server", () => {
  it("renders the default theme without touching browser storage", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <ThemeProvider>
        <CurrentTheme />
      </ThemeProvider>,
    );
    expect(html).toBe("<span>battleroyal</span>");
  });

  it("renders a backdrop with no theme in its markup (the look comes from CSS on <html>)", () => {
    const html = renderToString(
      <ThemeProvider>
        <SiteBackground />
      </ThemeProvider>,
    );
    expect(html).toContain("site-bg-image");
    expect(html).not.toMatch(/battleroyal|fantasy|scifi|industrial|\/images\/backgrounds\//);
  });
});
