import type { Kysely } from "kysely";
import type { BlogPost, CreatePostInput, UpdatePostInput } from "../../../shared/blog";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/schema";
import { sanitizePostHtml } from "../../lib/html-sanitizer";
import { badRequest, notFound } from "../../lib/http-error";
import { slugify } from "../../lib/slugify";
import type { SignedIn } from "../../plugins/session";
import { localizeContentImages, localizeImage } from "../media";
import { findUserById, type UserRow } from "../users";
import {
  deletePostRow,
  findOrCreateCategory,
  findPostById,
  findTakenSlugs,
  insertPost,
  updatePostRow,
} from "./blog.repo";
import { toBlogPosts } from "./blog-post-view";
import { estimateReadTimeMinutes } from "./read-time";

export async function createPost(
  context: AppContext,
  admin: SignedIn,
  input: CreatePostInput,
): Promise<BlogPost> {
  const now = context.now();
  // Remote pictures are downloaded before the insert, outside any transaction, side by side,
  // so the request waits at most the fetcher's 10 s deadline.
  const [content, image] = await Promise.all([
    localizeContentImages(context, sanitizePostHtml(input.content)),
    localizeImage(context, input.imageUrl),
  ]);
  const author = await authorOf(context, admin, input.authorId);
  const id = await insertPost(context.db, {
    slug: await uniqueSlug(context.db, input.title),
    title: input.title,
    excerpt: input.excerpt,
    content,
    image,
    categoryId: await findOrCreateCategory(context.db, input.category),
    source: "GameHub",
    authorName: author.displayName ?? author.username,
    authorAvatar: author.avatar,
    authorId: author.id,
    isFeatured: input.isFeatured ?? false,
    published: input.published,
    readTimeMinutes: estimateReadTimeMinutes(content),
    publishedAt: input.publishAt ? canonicalTime(input.publishAt) : now.toISOString(),
    tags: [],
  });
  return postById(context, admin.user, id);
}

/** The form's author ID names an existing user; without one the post is the admin's own. */
async function authorOf(
  context: AppContext,
  admin: SignedIn,
  authorId: number | undefined,
): Promise<UserRow> {
  if (authorId === undefined || authorId === admin.user.id) return admin.user;
  const author = await findUserById(context.db, authorId);
  if (!author) throw badRequest("Please enter a valid author ID.");
  return author;
}

export async function updatePost(
  context: AppContext,
  admin: SignedIn,
  id: number,
  input: UpdatePostInput,
): Promise<BlogPost> {
  if (!(await findPostById(context.db, id))) throw notFound("Article not found");
  const author =
    input.authorId === undefined ? undefined : await authorOf(context, admin, input.authorId);
  const [content, image] = await Promise.all([
    input.content === undefined
      ? undefined
      : localizeContentImages(context, sanitizePostHtml(input.content)),
    input.imageUrl === undefined ? undefined : localizeImage(context, input.imageUrl),
  ]);
  await updatePostRow(
    context.db,
    id,
    {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.excerpt !== undefined ? { excerpt: input.excerpt } : {}),
      ...(content !== undefined
        ? { content, readTimeMinutes: estimateReadTimeMinutes(content) }
        : {}),
      ...(image !== undefined ? { image } : {}),
      ...(input.category !== undefined
        ? { categoryId: await findOrCreateCategory(context.db, input.category) }
        : {}),
      ...(input.published !== undefined ? { published: input.published } : {}),
      ...(input.isFeatured !== undefined ? { isFeatured: input.isFeatured } : {}),
      ...(author
        ? {
            authorId: author.id,
            authorName: author.displayName ?? author.username,
            authorAvatar: author.avatar,
          }
        : {}),
      ...(input.publishAt !== undefined ? { publishedAt: canonicalTime(input.publishAt) } : {}),
    },
    context.now(),
  );
  return postById(context, admin.user, id);
}

/**
 * The instant in one spelling (UTC, milliseconds): SQLite compares stored times as text, so
 * "09:00+02:00" must be stored as "07:00:00.000Z" to sort among the others.
 */
function canonicalTime(iso: string): string {
  return new Date(iso).toISOString();
}

export async function deletePost(context: AppContext, id: number): Promise<void> {
  if (!(await deletePostRow(context.db, id))) throw notFound("Article not found");
}

async function postById(context: AppContext, viewer: UserRow, id: number): Promise<BlogPost> {
  const row = await findPostById(context.db, id);
  if (!row) throw notFound("Article not found");
  const [post] = await toBlogPosts(context.db, [row], viewer, context.now());
  return post as BlogPost;
}

/** The title's slug, or the first of slug-2, slug-3… that no post uses. */
async function uniqueSlug(db: Kysely<Database>, title: string): Promise<string> {
  const base = slugify(title).slice(0, 80) || "post";
  const candidates = Array.from({ length: 50 }, (_, index) =>
    index === 0 ? base : `${base}-${index + 1}`,
  );
  const taken = await findTakenSlugs(db, candidates);
  return candidates.find((slug) => !taken.has(slug)) ?? `${base}-${Date.now()}`;
}
