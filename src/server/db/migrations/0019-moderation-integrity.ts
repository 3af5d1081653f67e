import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Rules the database itself keeps, so concurrent requests cannot break them:
 * - `post_mentions`: each member named in a post (a discussion's opening post, a reply, a
 *   feedback comment), recorded the first time the post names them. A member is told about a
 *   mention in a post once, however often the post is edited afterwards.
 * - One pending streamer application per member, one approved application per channel
 *   (unique partial indexes). Duplicates that slipped in through concurrent requests are
 *   closed first, the newest pending one and the oldest approval kept.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);

  await db.schema
    .createTable("post_mentions")
    // "thread", "reply" or "feedback-comment".
    .addColumn("post_type", "text", (col) => col.notNull())
    .addColumn("post_id", "integer", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("post_mentions_pkey", ["post_type", "post_id", "user_id"])
    .execute();
  // The mentions already notified count as told.
  await sql`
    insert into post_mentions (post_type, post_id, user_id, created_at)
    select distinct
      case when reply_id is null then 'thread' else 'reply' end,
      coalesce(reply_id, thread_id),
      user_id,
      ${types.now}
    from notifications
    where kind = 'mention' and thread_id is not null`.execute(db);

  await sql`
    update streamer_applications set status = 'rejected', decided_at = ${types.now}
    where status = 'pending' and id not in (
      select max(id) from streamer_applications where status = 'pending' group by user_id
    )`.execute(db);
  await sql`
    update streamer_applications set status = 'rejected', decided_at = ${types.now}
    where status = 'approved' and id not in (
      select min(id) from streamer_applications where status = 'approved'
      group by platform, channel
    )`.execute(db);
  await sql`
    create unique index streamer_applications_one_pending_idx
    on streamer_applications (user_id) where status = 'pending'`.execute(db);
  await sql`
    create unique index streamer_applications_one_approved_idx
    on streamer_applications (platform, channel) where status = 'approved'`.execute(db);
}
