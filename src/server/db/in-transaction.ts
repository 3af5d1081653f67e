import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

/**
 * Runs `work` in the caller's transaction when there is one, else in a new one: a repo
 * function that writes several rows (a post and its search document, say) stays all or
 * nothing whether or not its caller opened a transaction.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
