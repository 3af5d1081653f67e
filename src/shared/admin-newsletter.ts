import { z } from "zod";

/** The admin panel's newsletter: subscribers (search, remove, CSV) and issues (draft, preview, send). */

export const ADMIN_SUBSCRIBERS_PAGE_SIZE = 50;
export const NEWSLETTER_ISSUE_LIMITS = { subjectMax: 200, bodyMax: 50_000 } as const;

export const adminSubscribersQuerySchema = z.object({
  /** Part of the e-mail address or name, any case. */
  q: z.string().trim().max(254, "Search must be at most 254 characters").optional(),
  cursor: z.string().max(200).optional(),
});
export type AdminSubscribersQuery = z.infer<typeof adminSubscribersQuerySchema>;

export const adminSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  source: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const adminSubscribersReplySchema = z.object({
  subscribers: z.array(adminSubscriberSchema),
  nextCursor: z.string().nullable(),
  /** Of the whole list, not of the search. */
  counts: z.object({ total: z.number(), confirmed: z.number() }),
});
export type AdminSubscribersReply = z.infer<typeof adminSubscribersReplySchema>;

export const adminSubscriberRemovedReplySchema = z.object({ removed: z.literal(true) });

/** One schema for the issue editor's form and `POST`/`PUT /api/admin/newsletter/issues`. */
export const newsletterIssueSchema = z.object({
  subject: z
    .string({ error: "Subject is required" })
    .regex(/^[^\r\n]*$/, "Subject must be on a single line")
    .trim()
    .min(1, "Subject is required")
    .max(
      NEWSLETTER_ISSUE_LIMITS.subjectMax,
      `Subject must be at most ${NEWSLETTER_ISSUE_LIMITS.subjectMax} characters`,
    ),
  body: z
    .string({ error: "Body is required" })
    .trim()
    .min(1, "Body is required")
    .max(
      NEWSLETTER_ISSUE_LIMITS.bodyMax,
      `Body must be at most ${NEWSLETTER_ISSUE_LIMITS.bodyMax.toLocaleString("en-US")} characters`,
    ),
});
export type NewsletterIssueInput = z.input<typeof newsletterIssueSchema>;
export type NewsletterIssueData = z.output<typeof newsletterIssueSchema>;

export const NEWSLETTER_ISSUE_STATUSES = ["draft", "sent"] as const;

export const newsletterIssueReplySchema = z.object({
  id: z.number(),
  subject: z.string(),
  /** Markdown as written. */
  body: z.string(),
  status: z.enum(NEWSLETTER_ISSUE_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Confirmed subscribers it was queued for (0 while a draft). */
  recipientCount: z.number(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueReplySchema>;

export const newsletterIssuesReplySchema = z.object({
  /** Newest first. */
  issues: z.array(newsletterIssueReplySchema),
});
export type NewsletterIssuesReply = z.infer<typeof newsletterIssuesReplySchema>;

export const newsletterIssuePreviewReplySchema = z.object({
  subject: z.string(),
  /** The body rendered from Markdown and sanitised, for showing in the page. */
  html: z.string(),
  /** The plain text each mail carries (before its own unsubscribe link). */
  text: z.string(),
  /** Confirmed subscribers it would be sent to now. */
  recipientCount: z.number(),
});
export type NewsletterIssuePreview = z.infer<typeof newsletterIssuePreviewReplySchema>;

export const newsletterIssueSendReplySchema = z.object({
  issue: newsletterIssueReplySchema,
  /** Mails queued in the outbox, one per confirmed subscriber. */
  queued: z.number(),
});
export type NewsletterIssueSendReply = z.infer<typeof newsletterIssueSendReplySchema>;

export const ISSUE_NOT_FOUND = "Issue not found";
export const SUBSCRIBER_NOT_FOUND = "Subscriber not found";
export const ISSUE_ALREADY_SENT = "This issue has already been sent";
export const SENT_ISSUE_CANNOT_BE_EDITED = "A sent issue cannot be edited";
/** The issue list shows the latest issues; a site sends a few a month. */
export const NEWSLETTER_ISSUES_LIST_LIMIT = 100;
