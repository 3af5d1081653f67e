import type { BlogCategory, CategoryPostCard, CategoryPostsReply } from "../../../shared/blog";
import { CATEGORY_PAGE_SIZE } from "../../../shared/blog-limits";
import type { AppContext } from "../../app-context";
import { notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { findPosts, findTagsOfPosts, type PostFilters } from "./blog.repo";
import { summaryExcerpt } from "./blog-excerpts";
import { countPostsCached } from "./blog-list.service";
import { findCategoriesWithStats } from "./categories.repo";

export async function listCategories(context: AppContext): Promise<BlogCategory[]> {
  const rows = await findCategoriesWithStats(context.db, context.now());
  return rows.map(toCategory);
}

export async function getCategory(context: AppContext, slug: string): Promise<BlogCategory> {
  const [row] = await findCategoriesWithStats(context.db, context.now(), slug);
  if (!row) throw notFound("Category not found");
  return toCategory(row);
}

function toCategory(
  row: Awaited<ReturnType<typeof findCategoriesWithStats>>[number],
): BlogCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    color: row.color,
    icon: row.icon,
    postCount: Number(row.postCount),
    latestPost:
      row.latestTitle && row.latestPublishedAt
        ? { title: row.latestTitle, publishedAt: toIsoString(row.latestPublishedAt) }
        : null,
  };
}

export async function listCategoryPosts(
  context: AppContext,
  slug: string,
  page: number,
): Promise<CategoryPostsReply> {
  await getCategory(context, slug);
  const filters: PostFilters = { categorySlug: slug };
  const now = context.now();
  const [total, rows] = await Promise.all([
    countPostsCached(context, filters, now),
    findPosts(context.db, context.engine, filters, {
      limit: CATEGORY_PAGE_SIZE,
      cursor: { offset: (page - 1) * CATEGORY_PAGE_SIZE },
      now,
    }),
  ]);
  const tags = await findTagsOfPosts(
    context.db,
    rows.map((row) => row.id),
  );
  const posts: CategoryPostCard[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: summaryExcerpt(row),
    image: row.image,
    author: { name: row.authorName, avatar: row.authorAvatar },
    publishedAt: toIsoString(row.publishedAt),
    readTime: `${row.readTimeMinutes} min read`,
    views: row.viewCount,
    likes: row.likeCount,
    comments: row.commentCount,
    tags: tags.get(row.id) ?? [],
    isFeatured: Boolean(row.isFeatured),
  }));
  return {
    posts,
    page,
    pageSize: CATEGORY_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / CATEGORY_PAGE_SIZE)),
  };
}
