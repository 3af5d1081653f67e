import { z } from "zod";
import {
  ADMIN_SUBSCRIBERS_PAGE_SIZE,
  type AdminSubscriber,
  type AdminSubscribersQuery,
  type AdminSubscribersReply,
  SUBSCRIBER_NOT_FOUND,
} from "../../../shared/admin-newsletter";
import type { AppContext } from "../../app-context";
import { inTransaction } from "../../db/in-transaction";
import { cursorIdSchema, decodeCursor, encodeCursor } from "../../lib/cursor";
import { notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import type { AdminActor } from "../admin-audit";
import { csvField, recordAdminAction } from "../admin-audit";
import { deleteSubscriber } from "./newsletter.repo";
import {
  countSubscribers,
  findSubscriberById,
  findSubscribers,
  type SubscriberRow,
} from "./newsletter-issues.repo";

const subscriberCursorSchema = z.object({ id: cursorIdSchema });

/** One page of the subscriber list, newest first, with the totals of the whole list. */
export async function listSubscribers(
  context: AppContext,
  query: AdminSubscribersQuery,
): Promise<AdminSubscribersReply> {
  const beforeId = query.cursor ? decodeCursor(subscriberCursorSchema, query.cursor).id : undefined;
  const rows = await findSubscribers(context.db, {
    q: query.q || undefined,
    beforeId,
    limit: ADMIN_SUBSCRIBERS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, ADMIN_SUBSCRIBERS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    subscribers: page.map(toAdminSubscriber),
    nextCursor:
      rows.length > ADMIN_SUBSCRIBERS_PAGE_SIZE && last ? encodeCursor({ id: last.id }) : null,
    counts: await countSubscribers(context.db),
  };
}

/** Removes an address from the list, as its own unsubscribe link would, and records who did. */
export async function removeSubscriber(
  context: AppContext,
  actor: AdminActor,
  id: number,
): Promise<void> {
  await inTransaction(context.db, async (trx) => {
    const subscriber = await findSubscriberById(trx, id);
    if (!subscriber) throw notFound(SUBSCRIBER_NOT_FOUND);
    await deleteSubscriber(trx, id);
    await recordAdminAction(
      trx,
      actor,
      {
        action: "newsletter.subscriber.remove",
        targetType: "newsletter",
        targetId: id,
        before: { email: subscriber.email, confirmed: subscriber.confirmedAt !== null },
      },
      context.now(),
    );
  });
}

const CSV_BATCH = 1000;
const CSV_COLUMNS = ["id", "email", "name", "source", "createdAt", "confirmedAt"] as const;

/** Every matching subscriber as CSV, newest first, read in batches so memory stays flat. */
export async function* exportSubscribersCsv(
  context: AppContext,
  query: Omit<AdminSubscribersQuery, "cursor">,
): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(",")}\r\n`;
  let beforeId: number | undefined;
  for (;;) {
    const rows = await findSubscribers(context.db, {
      q: query.q || undefined,
      beforeId,
      limit: CSV_BATCH,
    });
    if (rows.length === 0) return;
    yield rows.map((row) => `${toCsvLine(toAdminSubscriber(row))}\r\n`).join("");
    if (rows.length < CSV_BATCH) return;
    beforeId = rows.at(-1)?.id;
  }
}

function toCsvLine(subscriber: AdminSubscriber): string {
  return CSV_COLUMNS.map((column) => csvField(String(subscriber[column] ?? ""))).join(",");
}

function toAdminSubscriber(row: SubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    source: row.source,
    createdAt: toIsoString(row.createdAt),
    confirmedAt: row.confirmedAt === null ? null : toIsoString(row.confirmedAt),
  };
}
