import { useState } from "react";
import type {
  NewsletterIssue,
  NewsletterIssueSendReply,
} from "../../../../shared/admin-newsletter";
import { Alert } from "../../../components/ui/alert";
import { cn } from "../../../lib/cn";
import { Link } from "../../../lib/router";
import { plural } from "../admin-format";
import { useIssues } from "../hooks/use-admin-newsletter";
import { AdminLayout } from "./admin-layout";
import { AdminError, AdminLoading } from "./admin-states";
import { IssueComposeForm } from "./issue-compose-form";
import { IssuePreview } from "./issue-preview";
import { IssuesTable } from "./issues-table";
import { SubscribersSection } from "./subscribers-section";

function scrollToPreview() {
  requestAnimationFrame(() =>
    document.getElementById("preview")?.scrollIntoView({ block: "start" }),
  );
}

/** The issues: the list, the editor and the preview of the chosen one, with Send. */
function IssuesSection() {
  const issues = useIssues();
  const [draftId, setDraftId] = useState<number | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [sent, setSent] = useState<NewsletterIssueSendReply | null>(null);
  const list = issues.data?.issues ?? [];
  const draft = list.find((issue) => issue.id === draftId && issue.status === "draft") ?? null;
  const previewed = list.find((issue) => issue.id === previewId) ?? null;

  function handleSaved(issue: NewsletterIssue) {
    setDraftId(issue.id);
    setPreviewId(issue.id);
    setSent(null);
    scrollToPreview();
  }

  function handleSent(reply: NewsletterIssueSendReply) {
    setSent(reply);
    setDraftId(null);
  }

  return (
    <section aria-labelledby="issues-heading" className="grid grid-cols-1 gap-4">
      <h2 id="issues-heading" className="font-bold font-display text-xl uppercase">
        Issues
      </h2>
      {sent ? (
        <Alert variant="success" title={`“${sent.issue.subject}” is on its way`}>
          {plural(sent.queued, "e-mail")} queued.{" "}
          <Link to="/admin/mail?status=queued" className="font-semibold underline">
            Follow them in the mail outbox
          </Link>
          .
        </Alert>
      ) : null}
      {issues.isPending ? (
        <AdminLoading label="Loading issues" rows={3} />
      ) : issues.isError ? (
        <AdminError error={issues.error} what="The issues" onRetry={() => void issues.refetch()} />
      ) : (
        <IssuesTable
          issues={list}
          selectedId={previewId}
          onPreview={(issue) => {
            setPreviewId(issue.id);
            scrollToPreview();
          }}
          onEdit={(issue) => {
            setDraftId(issue.id);
            setPreviewId(issue.id);
          }}
        />
      )}
      <div className={cn("grid grid-cols-1 gap-4", previewed && "xl:grid-cols-2")}>
        <IssueComposeForm
          key={draft?.id ?? "new"}
          draft={draft}
          onSaved={handleSaved}
          onNew={() => setDraftId(null)}
        />
        {previewed ? <IssuePreview issue={previewed} onSent={handleSent} /> : null}
      </div>
    </section>
  );
}

/** /admin/newsletter: subscribers, and issues written, previewed and sent through the outbox. */
export function AdminNewsletterScreen() {
  return (
    <AdminLayout
      title="Newsletter"
      description="Write an issue in Markdown, preview it, and send it to every confirmed subscriber through the outbox."
    >
      <div className="grid grid-cols-1 gap-10">
        <IssuesSection />
        <SubscribersSection />
      </div>
    </AdminLayout>
  );
}
