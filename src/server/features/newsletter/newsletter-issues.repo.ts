import { type Kysely, type Selectable, sql } from "kysely";
import type { NewsletterIssueData } from "../../../shared/admin-newsletter";
import type { Database, NewsletterIssueTable, NewsletterSubscriberTable } from "../../db/schema";

/** SQL of the admin panel's newsletter: issues, and the subscriber list as admins see it. */

export type NewsletterIssueRow = Selectable<NewsletterIssueTable>;
export type SubscriberRow = Omit<Selectable<NewsletterSubscriberTable>, "confirmationTokenHash">;

const SUBSCRIBER_COLUMNS = ["id", "email", "name", "source", "createdAt", "confirmedAt"] as const;

export function insertIssue(
  db: Kysely<Database>,
  issue: NewsletterIssueData & { createdBy: number },
  now: Date,
): Promise<NewsletterIssueRow> {
  return db
    .insertInto("newsletterIssues")
    .values({ ...issue, createdAt: now.toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findIssue(
  db: Kysely<Database>,
  id: number,
): Promise<NewsletterIssueRow | undefined> {
  return db.selectFrom("newsletterIssues").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Newest first (the (created_at desc, id desc) index). */
export function findIssues(db: Kysely<Database>, limit: number): Promise<NewsletterIssueRow[]> {
  return db
    .selectFrom("newsletterIssues")
    .selectAll()
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Changes a draft only; undefined when the issue is gone or already sent. */
export function updateDraftIssue(
  db: Kysely<Database>,
  id: number,
  issue: NewsletterIssueData,
): Promise<NewsletterIssueRow | undefined> {
  return db
    .updateTable("newsletterIssues")
    .set(issue)
    .where("id", "=", id)
    .where("status", "=", "draft")
    .returningAll()
    .executeTakeFirst();
}

/**
 * Check and change in one statement: only a draft becomes sent, so of two sends of the same
 * issue (two tabs, two admins, a double click) exactly one gets the row back.
 */
export function markIssueSent(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<NewsletterIssueRow | undefined> {
  return db
    .updateTable("newsletterIssues")
    .set({ status: "sent", sentAt: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .returningAll()
    .executeTakeFirst();
}

export function setIssueRecipientCount(
  db: Kysely<Database>,
  id: number,
  recipientCount: number,
): Promise<NewsletterIssueRow> {
  return db
    .updateTable("newsletterIssues")
    .set({ recipientCount })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Subscribers newest first (by id, which follows the time they subscribed), optionally those
 * whose address or name contains `q` in any case.
 */
export function findSubscribers(
  db: Kysely<Database>,
  filter: { q?: string; beforeId?: number; limit: number },
): Promise<SubscriberRow[]> {
  let query = db.selectFrom("newsletterSubscribers").select(SUBSCRIBER_COLUMNS);
  if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(
        (["email", "name"] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  if (filter.beforeId !== undefined) query = query.where("id", "<", filter.beforeId);
  return query.orderBy("id", "desc").limit(filter.limit).execute();
}

export function findSubscriberById(
  db: Kysely<Database>,
  id: number,
): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom("newsletterSubscribers")
    .select(SUBSCRIBER_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Confirmed subscribers after `afterId`, oldest first: the send reads the list in batches. */
export function findConfirmedSubscribers(
  db: Kysely<Database>,
  afterId: number,
  limit: number,
): Promise<{ id: number; email: string }[]> {
  return db
    .selectFrom("newsletterSubscribers")
    .select(["id", "email"])
    .where("confirmedAt", "is not", null)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function countSubscribers(
  db: Kysely<Database>,
): Promise<{ total: number; confirmed: number }> {
  const row = await db
    .selectFrom("newsletterSubscribers")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("total"),
      eb.fn.count<number | string>("confirmedAt").as("confirmed"),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), confirmed: Number(row.confirmed) };
}
