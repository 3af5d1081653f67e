import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";

/** The members named by lower-cased usernames (those that exist). */
export function findUsersByUsernameKeys(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<{ id: number; username: string; usernameKey: string }[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("users")
    .select(["id", "username", "usernameKey"])
    .where("usernameKey", "in", keys)
    .execute();
}

export type MentionedPostType = "thread" | "reply" | "feedback-comment";

/**
 * Records that the post names these members and returns those it had not named before. A
 * member hears of a mention in a post once: an edit that drops a name and adds it back, any
 * number of times, tells nobody again. Call it in the transaction that writes the post, so a
 * post that fails leaves nothing recorded.
 */
export async function recordNewMentions(
  trx: Transaction<Database>,
  post: { type: MentionedPostType; id: number },
  userIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  const distinct = [...new Set(userIds)];
  if (distinct.length === 0) return new Set();
  const rows = await trx
    .insertInto("postMentions")
    .values(
      distinct.map((userId) => ({
        postType: post.type,
        postId: post.id,
        userId,
        createdAt: now.toISOString(),
      })),
    )
    .onConflict((oc) => oc.columns(["postType", "postId", "userId"]).doNothing())
    .returning("userId")
    .execute();
  return new Set(rows.map((row) => row.userId));
}
