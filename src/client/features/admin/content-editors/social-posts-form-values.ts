import { numberOrUndefined, textOrNull } from "./content-form-resolver";

/** The social post form's fields as their controls hold them. */
export interface SocialPostFormValues {
  platform: string;
  author: string;
  authorAvatar: string;
  content: string;
  /** Comma-separated, with or without '#'. */
  hashtags: string;
  likes: string;
  comments: string;
  shares: string;
  url: string;
}

export const EMPTY_SOCIAL_POST_VALUES: SocialPostFormValues = {
  platform: "",
  author: "",
  authorAvatar: "",
  content: "",
  hashtags: "",
  likes: "0",
  comments: "0",
  shares: "0",
  url: "",
};

/** "#speedrun, #retro indie" → ["#speedrun", "#retro", "indie"] (the schema drops the '#'). */
export function splitHashtags(text: string): string[] {
  return text.split(/[\s,]+/).filter((tag) => tag !== "");
}

/** POST /api/social/posts: every field; blank counts take the schema's default (0). */
export function socialPostPayloadOf(values: SocialPostFormValues): Record<string, unknown> {
  return {
    platform: values.platform === "" ? undefined : values.platform,
    author: values.author,
    authorAvatar: textOrNull(values.authorAvatar),
    content: values.content,
    hashtags: splitHashtags(values.hashtags),
    likes: numberOrUndefined(values.likes),
    comments: numberOrUndefined(values.comments),
    shares: numberOrUndefined(values.shares),
    url: values.url.trim(),
  };
}
