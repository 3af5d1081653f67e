import { z } from "zod";
import { blogPostSummarySchema } from "./blog";
import { DEFAULT_NEWS_CATEGORY, DEFAULT_NEWS_TIME_AGO } from "./blog-limits";

export { DEFAULT_NEWS_CATEGORY, DEFAULT_NEWS_TIME_AGO };

const isNotBlank = (value: string) => value.trim() !== "";
const post = blogPostSummarySchema.shape;

/**
 * A post as a news card reads it. Only the id and the title are certain (older or external
 * posts may lack the rest): a missing image is null (the card shows the stock image), a missing
 * category reads 'NEWS', a missing time '2h ago', a missing excerpt is empty. Lists carry no
 * body: for a post without an excerpt the server sends the start of its text as the excerpt.
 */
export const newsCardPostSchema = z.object({
  id: post.id,
  title: post.title,
  image: post.image.catch(null),
  category: post.category.refine(isNotBlank).catch(DEFAULT_NEWS_CATEGORY),
  timeAgo: post.timeAgo.refine(isNotBlank).catch(DEFAULT_NEWS_TIME_AGO),
  excerpt: post.excerpt.catch(""),
});
export type NewsCardPost = z.infer<typeof newsCardPostSchema>;

/** GET /api/blog?limit=4 as the home page reads it: just the posts, as cards. */
export const homeNewsReplySchema = z.object({ posts: z.array(newsCardPostSchema) });
