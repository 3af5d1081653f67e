import { z } from "zod";
import {
  ADMIN_OUTBOX_PAGE_SIZE,
  type AdminOutboxMessage,
  type AdminOutboxQuery,
  type AdminOutboxReply,
  MAIL_NOT_FOUND,
  ONLY_FAILED_CAN_RETRY,
} from "../../../shared/admin-mail";
import type { AppContext } from "../../app-context";
import { inTransaction } from "../../db/in-transaction";
import { cursorIdSchema, decodeCursor, encodeCursor } from "../../lib/cursor";
import { conflict, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import type { AdminActor } from "../admin-audit";
import { recordAdminAction } from "../admin-audit";
import {
  countMailByStatus,
  findOutboxMail,
  findOutboxPage,
  type OutboxRow,
  requeueFailedMailById,
} from "./mail-outbox.repo";
import { mailEnqueued } from "./mail-outbox.service";

const outboxCursorSchema = z.object({ id: cursorIdSchema });

/** One page of the outbox, newest first, with the number of messages in each status. */
export async function listOutbox(
  context: AppContext,
  query: AdminOutboxQuery,
): Promise<AdminOutboxReply> {
  const beforeId = query.cursor ? decodeCursor(outboxCursorSchema, query.cursor).id : undefined;
  const rows = await findOutboxPage(context.db, {
    status: query.status,
    beforeId,
    limit: ADMIN_OUTBOX_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, ADMIN_OUTBOX_PAGE_SIZE);
  const last = page.at(-1);
  return {
    messages: page.map(toOutboxMessage),
    nextCursor: rows.length > ADMIN_OUTBOX_PAGE_SIZE && last ? encodeCursor({ id: last.id }) : null,
    counts: await countMailByStatus(context.db),
  };
}

/**
 * A failed message goes back in the queue, due now, with a fresh set of attempts (as
 * `npm run mail -- retry` does for all of them), and the audit entry is written with it.
 */
export async function retryOutboxMail(
  context: AppContext,
  actor: AdminActor,
  id: number,
): Promise<AdminOutboxMessage> {
  const now = context.now();
  const requeued = await inTransaction(context.db, async (trx) => {
    const before = await findOutboxMail(trx, id);
    if (!before) throw notFound(MAIL_NOT_FOUND);
    const after = await requeueFailedMailById(trx, id, now);
    // Not failed, or retried by someone else a moment ago.
    if (!after) throw conflict(ONLY_FAILED_CAN_RETRY);
    await recordAdminAction(
      trx,
      actor,
      {
        action: "outbox.retry",
        targetType: "outbox",
        targetId: id,
        before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
        after: { status: after.status, attempts: after.attempts },
      },
      now,
    );
    return after;
  });
  mailEnqueued.emit("enqueued");
  return toOutboxMessage(requeued);
}

function toOutboxMessage(row: OutboxRow): AdminOutboxMessage {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: toIsoString(row.createdAt),
    sentAt: row.sentAt === null ? null : toIsoString(row.sentAt),
    nextAttemptAt: row.status === "queued" ? toIsoString(row.nextAttemptAt) : null,
  };
}
