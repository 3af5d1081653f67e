import { Eye } from "lucide-react";
import type { NewsletterIssue } from "../../../../shared/admin-newsletter";
import { Button } from "../../../components/ui/button";
import { formatCount, formatDateTime } from "../admin-format";
import { Badge } from "./admin-states";
import { AdminTable, EmptyRow, Td, Th } from "./admin-table";

/** Every issue, newest first: drafts can be edited and previewed, sent ones show their reach. */
export function IssuesTable({
  issues,
  selectedId,
  onPreview,
  onEdit,
}: {
  issues: readonly NewsletterIssue[];
  selectedId: number | null;
  onPreview: (issue: NewsletterIssue) => void;
  onEdit: (issue: NewsletterIssue) => void;
}) {
  return (
    <AdminTable label="Newsletter issues">
      <thead>
        <tr>
          <Th>Subject</Th>
          <Th>Status</Th>
          <Th>Created</Th>
          <Th>Sent</Th>
          <Th className="text-right">Recipients</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {issues.length === 0 ? (
          <EmptyRow colSpan={6}>No issues yet: write the first one below.</EmptyRow>
        ) : (
          issues.map((issue) => (
            <tr
              key={issue.id}
              data-testid="issue-row"
              className={issue.id === selectedId ? "bg-primary/10" : undefined}
            >
              <Td className="min-w-48 max-w-xs font-semibold">{issue.subject}</Td>
              <Td>
                {issue.status === "sent" ? (
                  <Badge tone="good">Sent</Badge>
                ) : (
                  <Badge tone="warn">Draft</Badge>
                )}
              </Td>
              <Td className="whitespace-nowrap">{formatDateTime(issue.createdAt)}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(issue.sentAt)}</Td>
              <Td className="text-right tabular-nums">
                {issue.status === "sent" ? formatCount(issue.recipientCount) : "—"}
              </Td>
              <Td className="whitespace-nowrap">
                <span className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => onPreview(issue)}>
                    <Eye aria-hidden="true" className="h-3.5 w-3.5" />
                    Preview<span className="sr-only"> “{issue.subject}”</span>
                  </Button>
                  {issue.status === "draft" ? (
                    <Button size="sm" variant="outline" onClick={() => onEdit(issue)}>
                      Edit<span className="sr-only"> “{issue.subject}”</span>
                    </Button>
                  ) : null}
                </span>
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
