import { describe, expect, it } from "vitest";
import { articlePath, sharePopupFeatures, shareUrlFor } from "./share-targets";

describe("share targets", () => {
  it("encodes the article address into each platform's share page", () => {
    const url = "http://localhost/blog/7";
    expect(shareUrlFor("Facebook", url, "T")).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%2Fblog%2F7",
    );
    expect(shareUrlFor("Twitter", url, "A & B")).toContain("text=A%20%26%20B");
    expect(shareUrlFor("WhatsApp", url, "T")).toBe(
      "https://wa.me/?text=T%20http%3A%2F%2Flocalhost%2Fblog%2F7",
    );
  });

  it("opens 600x400 popups", () => {
    expect(sharePopupFeatures(0, 0, 1600, 1000)).toBe(
      "width=600,height=400,left=500,top=300,noopener,noreferrer",
    );
  });

  it("gives the article's path on this site", () => {
    expect(articlePath(3)).toBe("/blog/3");
  });
});
