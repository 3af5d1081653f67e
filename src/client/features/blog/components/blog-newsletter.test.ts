import { describe, expect, it } from "vitest";
import { BLOG_SUBSCRIBED_TOAST } from "./blog-newsletter";

describe("the blog sidebar's subscribe toast", () => {
  it("keeps the spec's title and sends the reader to the confirmation e-mail", () => {
    expect(BLOG_SUBSCRIBED_TOAST.title).toBe("Subscription successful!");
    expect(BLOG_SUBSCRIBED_TOAST.description).toMatch(/check your inbox/i);
    expect(BLOG_SUBSCRIBED_TOAST.description).toContain("confirm your subscription");
    // Nobody is on the list before confirming.
    expect(BLOG_SUBSCRIBED_TOAST.description).not.toContain("You've been added");
  });
});
