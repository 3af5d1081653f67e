import type { Kysely } from "kysely";
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
