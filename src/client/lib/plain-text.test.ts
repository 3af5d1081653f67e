import { describe, expect, it } from "vitest";
import { htmlToPlainText } from "./plain-text";

describe("htmlToPlainText", () => {
  it("removes tags and keeps the words of neighbouring blocks apart", () => {
    expect(htmlToPlainText("<h2>Patch</h2><p>Notes <strong>inside</strong></p>")).toBe(
      "Patch Notes inside",
    );
  });

  it("drops scripts and styles with their contents", () => {
    expect(htmlToPlainText("<p>Safe</p><script>alert(1)</script><style>p{}</style>")).toBe("Safe");
  });

  it("decodes named and numeric entities", () => {
    expect(htmlToPlainText("Tom &amp; Jerry&#39;s &#x1F3AE; &lt;3")).toBe("Tom & Jerry's 🎮 <3");
  });

  it("leaves unknown entities as they are", () => {
    expect(htmlToPlainText("&bogus; text")).toBe("&bogus; text");
  });
});
