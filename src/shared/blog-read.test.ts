import { describe, expect, it } from "vitest";
import { homeNewsReplySchema, newsCardPostSchema } from "./blog-read";

describe("newsCardPostSchema", () => {
  it("gives a bare post the stock image, NEWS, 2h ago and an empty summary", () => {
    expect(newsCardPostSchema.parse({ id: 9, title: "Bare" })).toEqual({
      id: 9,
      title: "Bare",
      image: null,
      category: "NEWS",
      timeAgo: "2h ago",
      excerpt: "",
    });
  });

  it("reads a blank category or time as missing", () => {
    const card = newsCardPostSchema.parse({ id: 1, title: "T", category: " ", timeAgo: "" });
    expect(card).toMatchObject({ category: "NEWS", timeAgo: "2h ago" });
  });

  it("keeps the post's own values", () => {
    const card = newsCardPostSchema.parse({
      id: 2,
      title: "Review",
      image: "/images/news/x.webp",
      category: "Reviews",
      timeAgo: "3h ago",
      excerpt: "Short.",
    });
    expect(card).toMatchObject({
      image: "/images/news/x.webp",
      category: "Reviews",
      timeAgo: "3h ago",
    });
  });

  it("refuses a post without an id or a title", () => {
    expect(newsCardPostSchema.safeParse({ title: "No id" }).success).toBe(false);
    expect(newsCardPostSchema.safeParse({ id: 3 }).success).toBe(false);
  });
});

describe("homeNewsReplySchema", () => {
  it("reads the posts and ignores the paging fields", () => {
    const reply = homeNewsReplySchema.parse({ posts: [{ id: 1, title: "A" }], nextCursor: "x" });
    expect(reply).toEqual({ posts: [expect.objectContaining({ id: 1, title: "A" })] });
  });
});
