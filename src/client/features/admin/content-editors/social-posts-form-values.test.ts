import { describe, expect, it } from "vitest";
import { createSocialPostSchema } from "../../../../shared/social";
import {
  EMPTY_SOCIAL_POST_VALUES,
  socialPostPayloadOf,
  splitHashtags,
} from "./social-posts-form-values";

describe("the social post form's payload", () => {
  it("splits hashtags on commas and spaces; the schema drops the '#'", () => {
    expect(splitHashtags("#speedrun, #retro  indie,")).toEqual(["#speedrun", "#retro", "indie"]);
    const parsed = createSocialPostSchema.parse(
      socialPostPayloadOf({
        ...EMPTY_SOCIAL_POST_VALUES,
        platform: "Reddit",
        author: "GameHub",
        content: "Patch notes are out",
        hashtags: "#patchday ranked",
        likes: "",
        url: "https://www.reddit.com/r/gaming",
      }),
    );
    expect(parsed.hashtags).toEqual(["patchday", "ranked"]);
    expect(parsed.likes).toBe(0);
    expect(parsed.authorAvatar).toBeNull();
  });

  it("refuses an empty form with the schema's messages", () => {
    const result = createSocialPostSchema.safeParse(socialPostPayloadOf(EMPTY_SOCIAL_POST_VALUES));
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain("Author must be at least 2 characters");
    expect(messages).toContain("Please enter a valid URL");
  });
});
