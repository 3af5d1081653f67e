import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { indexableText, plainTextOfHtml } from "../../lib/indexable-text";
import { toIsoString } from "../../lib/iso-date";
import {
  type SearchDocumentSource,
  type SourceBatch,
  type SourceRows,
  selectSourceRows,
  sourceBatchOf,
} from "../../lib/search-source";

type Db = Kysely<Database> | Transaction<Database>;

/** Published articles are findable; those of the Hardware category are the "hardware" results. */
export const blogSearchSource: SearchDocumentSource = {
  source: "post",
  load: loadPosts,
};

async function loadPosts(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const posts = await selectSourceRows(
    db
      .selectFrom("posts")
      .innerJoin("categories", "categories.id", "posts.categoryId")
      .select([
        "posts.id",
        "posts.title",
        "posts.excerpt",
        "posts.content",
        "posts.image",
        "posts.authorName",
        "posts.published",
        "posts.viewCount",
        "posts.publishedAt",
        "categories.slug as categorySlug",
        "categories.name as categoryName",
      ]),
    "posts.id",
    rows,
  ).execute();
  const tags = await tagsOfPosts(
    db,
    posts.map((post) => post.id),
  );
  return sourceBatchOf(posts, (post) =>
    post.published
      ? [
          {
            source: "post",
            sourceId: post.id,
            part: 0,
            kind: post.categorySlug === "hardware" ? "hardware" : "blog",
            resultId: String(post.id),
            url: `/blog/${post.id}`,
            thumbnail: post.image,
            title: post.title,
            tags: tags.get(post.id) ?? [],
            body: indexableText(post.excerpt, plainTextOfHtml(post.content)),
            author: post.authorName,
            createdAt: toIsoString(post.publishedAt),
            showsDate: true,
            views: post.viewCount,
          },
        ]
      : [],
  );
}

async function tagsOfPosts(db: Db, postIds: number[]): Promise<Map<number, string[]>> {
  const byPost = new Map<number, string[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom("postTags")
    .innerJoin("tags", "tags.id", "postTags.tagId")
    .select(["postTags.postId", "tags.name"])
    .where("postTags.postId", "in", postIds)
    .orderBy("postTags.postId")
    .orderBy("tags.name")
    .execute();
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row.name]);
  return byPost;
}
