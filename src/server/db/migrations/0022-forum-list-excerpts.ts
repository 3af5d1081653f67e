import { type Kysely, PostgresAdapter, sql } from "kysely";
import { markdownExcerpt } from "../../lib/markdown";

/**
 * The forum list shows each opening post as a plain-text excerpt stored with the discussion
 * when it is written or edited; rendering it from the Markdown on every list request cost more
 * than the list's query. A database whose forum tables were made before the column existed
 * gets it here, and every discussion still without an excerpt gets one, made by the same rule
 * the forum applies when it writes one (the post rendered to plain text, at most 280
 * characters). The rule is written here as it stood, so the migration does the same later.
 */
const EXCERPT_CHARS = 280;
/** Discussions read and written per round, so a large forum is filled in bounded memory. */
const BATCH = 500;

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table forum_threads add column if not exists excerpt text not null default ''`.execute(
      db,
    );
  } else {
    const columns = await sql<{ name: string }>`pragma table_info(forum_threads)`.execute(db);
    if (!columns.rows.some((column) => column.name === "excerpt")) {
      await sql`alter table forum_threads add column excerpt text not null default ''`.execute(db);
    }
  }
  await backfillThreadExcerpts(db);
}

/** Fills the excerpt of every discussion that has text but no excerpt yet. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function backfillThreadExcerpts(db: Kysely<any>): Promise<number> {
  let afterId = 0;
  let filled = 0;
  for (;;) {
    const rows: { id: number; content: string }[] = await db
      .selectFrom("forum_threads")
      .select(["id", "content"])
      .where("excerpt", "=", "")
      .where("content", "<>", "")
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return filled;
    for (const row of rows) {
      await db
        .updateTable("forum_threads")
        .set({ excerpt: markdownExcerpt(row.content, EXCERPT_CHARS) })
        .where("id", "=", row.id)
        .execute();
    }
    filled += rows.length;
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
}
