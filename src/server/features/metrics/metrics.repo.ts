import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * Queued and failed outbox rows. Sent rows, the bulk of the table, are left out, so the count
 * runs on the (status, id) index and stays cheap at every scrape.
 */
export async function countOutboxBacklog(
  db: Kysely<Database>,
): Promise<{ queued: number; failed: number }> {
  const rows = await db
    .selectFrom("mailOutbox")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
    .where("status", "in", ["queued", "failed"])
    .groupBy("status")
    .execute();
  const backlog = { queued: 0, failed: 0 };
  for (const row of rows) {
    if (row.status === "queued" || row.status === "failed") backlog[row.status] = Number(row.count);
  }
  return backlog;
}
