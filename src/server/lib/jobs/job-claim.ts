import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * Claims a background job for this instant unless it ran after `notAfter`: one upsert whose
 * update only happens when the previous run is old enough, so of two concurrent callers (even
 * in two processes) exactly one gets the row back. Returns the previous run time when refused.
 */
export async function claimJobRun(
  db: Kysely<Database>,
  name: string,
  now: Date,
  notAfter: Date,
): Promise<{ claimed: true } | { claimed: false; lastRunAt: Date }> {
  const claimed = await db
    .insertInto("jobRuns")
    .values({ name, lastRunAt: now.toISOString() })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet({ lastRunAt: now.toISOString() })
        .where("jobRuns.lastRunAt", "<=", notAfter.toISOString()),
    )
    .returning("name")
    .executeTakeFirst();
  if (claimed) return { claimed: true };
  const row = await db
    .selectFrom("jobRuns")
    .select("lastRunAt")
    .where("name", "=", name)
    .executeTakeFirst();
  return { claimed: false, lastRunAt: new Date(row?.lastRunAt ?? now) };
}
