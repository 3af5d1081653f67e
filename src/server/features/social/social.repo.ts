import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database, SocialPostTable } from "../../db/schema";

export type SocialPostRow = Selectable<SocialPostTable>;

/** The newest posts, of one platform or of all; each read is the head of an index. */
export async function findSocialPosts(
  db: Kysely<Database>,
  platform: string | undefined,
  limit: number,
): Promise<SocialPostRow[]> {
  let query = db.selectFrom("socialPosts").selectAll();
  if (platform !== undefined) query = query.where("platform", "=", platform);
  return query.orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute();
}

export async function insertSocialPost(
  db: Kysely<Database>,
  post: Insertable<SocialPostTable>,
): Promise<SocialPostRow> {
  return db.insertInto("socialPosts").values(post).returningAll().executeTakeFirstOrThrow();
}

/** Whether a post was there to delete. */
export async function deleteSocialPost(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("socialPosts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
