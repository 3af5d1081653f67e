import type { Kysely } from "kysely";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { findPostById, isPublicPost, lockPost, type PostRow } from "./blog.repo";

/** The post readers may like, save and comment on: public now; 404 otherwise. */
export async function requirePublishedPost(context: AppContext, id: number): Promise<PostRow> {
  const row = await findPostById(context.db, id);
  if (!row || !isPublicPost(row, context.now())) throw notFound("Article not found");
  return row;
}

/** Locks a public post for the rest of the transaction; 404 when there is none. */
export async function lockPublishedPost(
  trx: Kysely<Database>,
  context: AppContext,
  postId: number,
): Promise<void> {
  const post = await lockPost(trx, context.engine, postId);
  if (!post || !isPublicPost(post, context.now())) throw notFound("Article not found");
}
