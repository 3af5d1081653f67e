import { describe, expect, it } from "vitest";
import { plainTextOf } from "./feedback-text";

describe("plainTextOf", () => {
  it("keeps punctuation next to bold, italic, code and link text", () => {
    expect(
      plainTextOf(
        '<p>On <strong>Neon Spire</strong>. Try <em>this</em>, <code>fps</code> or <a href="/x" rel="nofollow ugc noopener">the guide</a>!</p>',
      ),
    ).toBe("On Neon Spire. Try this, fps or the guide!");
  });

  it("separates paragraphs and list items with a space and decodes entities", () => {
    expect(plainTextOf("<p>First &amp; best</p>\n<ul><li>one</li><li>two</li></ul>")).toBe(
      "First & best one two",
    );
  });
});
