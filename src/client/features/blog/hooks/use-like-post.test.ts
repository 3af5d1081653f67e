import { describe, expect, it } from "vitest";
import { patchPost } from "./use-like-post";

const liked = () => ({ isLiked: true, likes: 8 });

describe("patchPost (a like shown the same wherever the post is cached)", () => {
  it("patches an article, a list's posts, an infinite list's pages and an array of posts", () => {
    const post = { id: 7, title: "Seven", likes: 7, isLiked: false };
    const other = { id: 8, title: "Eight", likes: 1, isLiked: false };
    expect(patchPost(post, 7, liked)).toEqual({ ...post, isLiked: true, likes: 8 });
    expect(patchPost({ posts: [other, post], total: 2 }, 7, liked)).toEqual({
      posts: [other, { ...post, isLiked: true, likes: 8 }],
      total: 2,
    });
    const infinite = { pages: [{ posts: [other] }, { posts: [post] }], pageParams: [null, "c"] };
    const patched = patchPost(infinite, 7, liked) as typeof infinite;
    expect(patched.pages[1]?.posts[0]).toMatchObject({ id: 7, isLiked: true, likes: 8 });
    expect(patched.pages[0]).toBe(infinite.pages[0]);
    expect(patchPost([other, post], 7, liked)).toEqual([
      other,
      { ...post, isLiked: true, likes: 8 },
    ]);
  });

  it("leaves data without the post untouched (same object), comments included", () => {
    const comments = [{ id: 7, content: "Not a post", postId: 3 }];
    expect(patchPost(comments, 7, liked)).toBe(comments);
    const list = { posts: [{ id: 9, likes: 0, isLiked: false }] };
    expect(patchPost(list, 7, liked)).toBe(list);
    expect(patchPost(undefined, 7, liked)).toBeUndefined();
  });
});
