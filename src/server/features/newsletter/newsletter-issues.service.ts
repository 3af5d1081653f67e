import {
  ISSUE_ALREADY_SENT,
  ISSUE_NOT_FOUND,
  NEWSLETTER_ISSUES_LIST_LIMIT,
  type NewsletterIssue,
  type NewsletterIssueData,
  type NewsletterIssuePreview,
  type NewsletterIssueSendReply,
  SENT_ISSUE_CANNOT_BE_EDITED,
} from "../../../shared/admin-newsletter";
import type { AppContext } from "../../app-context";
import { inTransaction } from "../../db/in-transaction";
import { conflict, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import type { AdminActor } from "../admin-audit";
import { recordAdminAction } from "../admin-audit";
import { sendNewsletterMail } from "./newsletter.service";
import {
  countSubscribers,
  findConfirmedSubscribers,
  findIssue,
  findIssues,
  insertIssue,
  markIssueSent,
  type NewsletterIssueRow,
  setIssueRecipientCount,
  updateDraftIssue,
} from "./newsletter-issues.repo";
import { renderIssueHtml, renderIssueText } from "./newsletter-mail";

/** Subscribers read per statement while queueing an issue. */
const SEND_BATCH = 500;

export async function listIssues(context: AppContext): Promise<NewsletterIssue[]> {
  const rows = await findIssues(context.db, NEWSLETTER_ISSUES_LIST_LIMIT);
  return rows.map(toNewsletterIssue);
}

export async function createIssue(
  context: AppContext,
  actor: AdminActor,
  input: NewsletterIssueData,
): Promise<NewsletterIssue> {
  const now = context.now();
  return inTransaction(context.db, async (trx) => {
    const row = await insertIssue(trx, { ...input, createdBy: actor.user.id }, now);
    await recordAdminAction(
      trx,
      actor,
      {
        action: "newsletter.issue.create",
        targetType: "newsletter",
        targetId: row.id,
        after: { subject: row.subject, body: row.body },
      },
      now,
    );
    return toNewsletterIssue(row);
  });
}

/** Edits a draft; a sent issue is history (409). */
export async function updateIssue(
  context: AppContext,
  actor: AdminActor,
  id: number,
  input: NewsletterIssueData,
): Promise<NewsletterIssue> {
  const now = context.now();
  return inTransaction(context.db, async (trx) => {
    const before = await findIssue(trx, id);
    if (!before) throw notFound(ISSUE_NOT_FOUND);
    const after = await updateDraftIssue(trx, id, input);
    if (!after) throw conflict(SENT_ISSUE_CANNOT_BE_EDITED);
    await recordAdminAction(
      trx,
      actor,
      {
        action: "newsletter.issue.update",
        targetType: "newsletter",
        targetId: id,
        before: { subject: before.subject, body: before.body },
        after: { subject: after.subject, body: after.body },
      },
      now,
    );
    return toNewsletterIssue(after);
  });
}

/**
 * What subscribers will get: the body rendered (the same Markdown renderer and allow-list as
 * members' posts; the mail's HTML part carries exactly this) and the plain text of the mail's
 * text part, and to how many.
 */
export async function previewIssue(
  context: AppContext,
  id: number,
): Promise<NewsletterIssuePreview> {
  const issue = await findIssue(context.db, id);
  if (!issue) throw notFound(ISSUE_NOT_FOUND);
  const { confirmed } = await countSubscribers(context.db);
  return {
    subject: issue.subject,
    html: renderIssueHtml(issue.body),
    text: renderIssueText(issue.body),
    recipientCount: confirmed,
  };
}

/**
 * Marks the issue sent and queues one mail per confirmed subscriber, each with its own
 * unsubscribe link, in one transaction: the issue is sent to everyone or to no one. The draft
 * check is the update itself (`where status = 'draft'`), so a second send is refused (409)
 * however close the two requests are.
 */
export async function sendIssue(
  context: AppContext,
  actor: AdminActor,
  id: number,
): Promise<NewsletterIssueSendReply> {
  const now = context.now();
  return inTransaction(context.db, async (trx) => {
    const existing = await findIssue(trx, id);
    if (!existing) throw notFound(ISSUE_NOT_FOUND);
    const sent = await markIssueSent(trx, id, now);
    if (!sent) throw conflict(ISSUE_ALREADY_SENT);
    const bodyHtml = renderIssueHtml(sent.body);
    const text = renderIssueText(sent.body);
    let queued = 0;
    let afterId = 0;
    for (;;) {
      const batch = await findConfirmedSubscribers(trx, afterId, SEND_BATCH);
      for (const subscriber of batch) {
        await sendNewsletterMail(
          { ...context, db: trx },
          {
            subscriberId: subscriber.id,
            to: subscriber.email,
            subject: sent.subject,
            text,
            bodyHtml,
          },
        );
      }
      queued += batch.length;
      if (batch.length < SEND_BATCH) break;
      afterId = batch.at(-1)?.id ?? afterId;
    }
    const issue = await setIssueRecipientCount(trx, id, queued);
    await recordAdminAction(
      trx,
      actor,
      {
        action: "newsletter.issue.send",
        targetType: "newsletter",
        targetId: id,
        before: { status: existing.status },
        after: { status: issue.status, recipientCount: queued, subject: issue.subject },
      },
      now,
    );
    return { issue: toNewsletterIssue(issue), queued };
  });
}

function toNewsletterIssue(row: NewsletterIssueRow): NewsletterIssue {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    status: row.status,
    createdAt: toIsoString(row.createdAt),
    sentAt: row.sentAt === null ? null : toIsoString(row.sentAt),
    recipientCount: row.recipientCount,
  };
}
