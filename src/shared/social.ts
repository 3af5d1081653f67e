import { z } from "zod";
import {
  SOCIAL_HASHTAGS_MAX,
  SOCIAL_PLATFORMS,
  SOCIAL_POSTS_MAX,
  TOPIC_CATEGORIES,
  TRENDING_TOPIC_TAGS_MAX,
  TRENDING_TOPICS_MAX,
} from "./social-limits";

export {
  SOCIAL_HASHTAGS_MAX,
  SOCIAL_HUB_FILTERS,
  SOCIAL_PLATFORMS,
  SOCIAL_POSTS_MAX,
  SOCIAL_SHARE_TARGETS,
  type SocialPlatform,
  TOPIC_CATEGORIES,
  TRENDING_TOPIC_TAGS_MAX,
  TRENDING_TOPICS_MAX,
} from "./social-limits";

export const socialPostSchema = z.object({
  id: z.number().int().positive(),
  platform: z.enum(SOCIAL_PLATFORMS),
  author: z.string(),
  authorAvatar: z.string().nullable(),
  content: z.string(),
  hashtags: z.array(z.string()).max(SOCIAL_HASHTAGS_MAX),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  url: z.string(),
  createdAt: z.string(),
});
export type SocialPost = z.infer<typeof socialPostSchema>;
export const socialPostsReplySchema = z.array(socialPostSchema).max(SOCIAL_POSTS_MAX);

export const socialPostsQuerySchema = z.object({
  platform: z
    .union([z.literal("all"), z.enum(SOCIAL_PLATFORMS)], {
      error: `platform must be all or one of: ${SOCIAL_PLATFORMS.join(", ")}`,
    })
    .optional(),
});

export const createSocialPostSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, {
    error: `Platform must be one of: ${SOCIAL_PLATFORMS.join(", ")}`,
  }),
  author: z
    .string()
    .trim()
    .min(2, "Author must be at least 2 characters")
    .max(60, "Author must be at most 60 characters"),
  authorAvatar: z.string().trim().max(500).nullable().default(null),
  content: z
    .string()
    .trim()
    .min(5, "Content must be at least 5 characters")
    .max(1000, "Content must be at most 1,000 characters"),
  hashtags: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(40)
        .transform((tag) => tag.replace(/^#+/, "")),
    )
    .max(SOCIAL_HASHTAGS_MAX, `At most ${SOCIAL_HASHTAGS_MAX} hashtags`)
    .default([]),
  likes: z.number().int().min(0).default(0),
  comments: z.number().int().min(0).default(0),
  shares: z.number().int().min(0).default(0),
  url: z.url({ protocol: /^https?$/, error: "Please enter a valid URL" }),
});
export type CreateSocialPost = z.infer<typeof createSocialPostSchema>;

export const forumTrendingTopicSchema = z.object({
  /** "thread-12" or "post-40": a discussion or a news article. */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(TOPIC_CATEGORIES),
  /** "Forum" or "News". */
  source: z.string(),
  engagementScore: z.number().int(),
  /** Discussions in the forum on the topic (matching its tags or title). */
  threadCount: z.number().int(),
  /** The site path it opens (a discussion or an article). */
  externalUrl: z.string(),
  tags: z.array(z.string()).max(TRENDING_TOPIC_TAGS_MAX),
});
export type ForumTrendingTopic = z.infer<typeof forumTrendingTopicSchema>;
export const forumTrendingTopicsReplySchema = z
  .array(forumTrendingTopicSchema)
  .max(TRENDING_TOPICS_MAX);
