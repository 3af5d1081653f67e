/** What other features use of blog: they import it from here, never from its files. */
export { countAnonymousArticleView } from "./article-views";
export { findPublishedPost, findTagsOfPosts } from "./blog.repo";
export { blogSearchSource } from "./blog-search-source";
export { estimateReadTimeMinutes } from "./read-time";
