import { z } from "zod";
import { blogPostSchema } from "./blog";

/** What a news card shows when a post leaves a field out or blank. */
export const DEFAULT_NEWS_CATEGORY = "NEWS";
export const DEFAULT_NEWS_TIME_AGO = "2h ago";

const isNotBlank = (value: string) => value.trim() !== "";
const post = blogPostSchema.shape;

/**
 * A post as a news card reads it. Only the id and the title are certain (older or external
 * posts may lack the rest): a missing image is null (the card shows the stock image), a missing
 * category reads 'NEWS', a missing time '2h ago', a missing excerpt or content is empty.
 */
export const newsCardPostSchema = z.object({
  id: post.id,
  title: post.title,
  image: post.image.catch(null),
  category: post.category.refine(isNotBlank).catch(DEFAULT_NEWS_CATEGORY),
  timeAgo: post.timeAgo.refine(isNotBlank).catch(DEFAULT_NEWS_TIME_AGO),
  excerpt: post.excerpt.catch(""),
  content: post.content.catch(""),
});
export type NewsCardPost = z.infer<typeof newsCardPostSchema>;

/** GET /api/blog?limit=4 as the home page reads it: just the posts, as cards. */
export const homeNewsReplySchema = z.object({ posts: z.array(newsCardPostSchema) });
