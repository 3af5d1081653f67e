import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * Remembers a solved challenge. One statement that inserts unless the key is there, so two
 * servers (or two requests) handed the same solution cannot both accept it. Returns whether
 * this call was the first.
 */
export async function rememberUsedSolution(
  db: Kysely<Database>,
  solutionKey: string,
  expiresAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto("usedCaptchaSolutions")
    .values({ solutionKey, expiresAt: expiresAt.toISOString() })
    .onConflict((oc) => oc.column("solutionKey").doNothing())
    .returning("solutionKey")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function isSolutionUsed(db: Kysely<Database>, solutionKey: string): Promise<boolean> {
  const row = await db
    .selectFrom("usedCaptchaSolutions")
    .select("solutionKey")
    .where("solutionKey", "=", solutionKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** Solutions of challenges that have expired are refused anyway; their rows can go. */
export async function pruneUsedSolutions(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom("usedCaptchaSolutions").where("expiresAt", "<", now.toISOString()).execute();
}
