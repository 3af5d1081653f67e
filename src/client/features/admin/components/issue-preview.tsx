import type {
  NewsletterIssue,
  NewsletterIssueSendReply,
} from "../../../../shared/admin-newsletter";
import { POST_PROSE } from "../../../components/post/post-content";
import { Card } from "../../../components/ui/card";
import { plural } from "../admin-format";
import { useIssuePreview } from "../hooks/use-admin-newsletter";
import { AdminError, AdminLoading } from "./admin-states";
import { SendIssueButton } from "./send-issue-button";

/**
 * The issue as a subscriber will read it (the server renders the Markdown and sanitises it),
 * how many it goes to, and Send for a draft.
 */
export function IssuePreview({
  issue,
  onSent,
}: {
  issue: NewsletterIssue;
  onSent: (reply: NewsletterIssueSendReply) => void;
}) {
  const preview = useIssuePreview(issue.id);
  return (
    <Card
      id="preview"
      className="grid gap-4 p-5"
      role="region"
      aria-labelledby="preview-heading"
      data-testid="issue-preview"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="preview-heading" className="font-bold font-display text-xl uppercase">
            Preview
          </h2>
          {preview.data ? (
            <p className="text-muted-foreground text-sm">
              {issue.status === "sent"
                ? `Sent to ${plural(issue.recipientCount, "subscriber")}.`
                : `Goes to ${plural(preview.data.recipientCount, "confirmed subscriber")}.`}
            </p>
          ) : null}
        </div>
        {preview.data && issue.status === "draft" ? (
          <SendIssueButton
            key={issue.id}
            issueId={issue.id}
            subject={preview.data.subject}
            recipientCount={preview.data.recipientCount}
            onSent={onSent}
          />
        ) : null}
      </div>
      {preview.isPending ? (
        <AdminLoading label="Loading the preview" rows={3} />
      ) : preview.isError ? (
        <AdminError
          error={preview.error}
          what="The preview"
          onRetry={() => void preview.refetch()}
        />
      ) : (
        <article className="rounded-lg border border-border bg-background/60 p-4">
          <p className="text-muted-foreground text-xs uppercase tracking-wider">Subject</p>
          <h3 className="mb-3 font-bold text-lg">{preview.data.subject}</h3>
          <div
            className={POST_PROSE}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised with an allow-list on the server.
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        </article>
      )}
    </Card>
  );
}
