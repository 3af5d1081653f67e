import { ArrowRight } from "lucide-react";
import type { AdminAuditEntry } from "../../../../shared/admin-audit";
import { Link } from "../../../lib/router";
import { compactJson, formatDateTime } from "../admin-format";
import { AdminTable, EmptyRow, Td, Th } from "./admin-table";

/** Where an entry's target lives in the panel, when it has a page. */
function targetLink(entry: AdminAuditEntry): string | null {
  if (!entry.targetId) return null;
  if (entry.targetType === "user") return `/admin/users/${entry.targetId}`;
  return null;
}

function Target({ entry }: { entry: AdminAuditEntry }) {
  const text = entry.targetId ? `${entry.targetType} #${entry.targetId}` : entry.targetType;
  const to = targetLink(entry);
  if (!to) return text;
  return (
    <Link to={to} className="text-primary hover:underline">
      {text}
    </Link>
  );
}

function Change({ entry }: { entry: AdminAuditEntry }) {
  if (entry.before == null && entry.after == null) {
    return <span className="text-muted-foreground">—</span>;
  }
  return (
    <span className="flex max-w-md flex-wrap items-center gap-1 font-mono text-xs">
      <code className="break-all rounded bg-muted px-1 py-0.5">{compactJson(entry.before)}</code>
      <ArrowRight aria-label="to" className="h-3 w-3 shrink-0 text-muted-foreground" />
      <code className="break-all rounded bg-muted px-1 py-0.5">{compactJson(entry.after)}</code>
    </span>
  );
}

/** The audit log: when, who, what, on which object, the change, from where. */
export function AuditTable({
  entries,
  emptyText,
}: {
  entries: readonly AdminAuditEntry[];
  emptyText: string;
}) {
  return (
    <AdminTable label="Audit log entries">
      <thead>
        <tr>
          <Th>When</Th>
          <Th>Who</Th>
          <Th>Action</Th>
          <Th>Target</Th>
          <Th>Before → after</Th>
          <Th>IP</Th>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 ? (
          <EmptyRow colSpan={6}>{emptyText}</EmptyRow>
        ) : (
          entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-entry">
              <Td className="whitespace-nowrap text-muted-foreground">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </Td>
              <Td className="whitespace-nowrap font-semibold">{entry.actor.username}</Td>
              <Td className="whitespace-nowrap">
                <code className="text-primary">{entry.action}</code>
              </Td>
              <Td className="whitespace-nowrap">
                <Target entry={entry} />
              </Td>
              <Td className="min-w-64">
                <Change entry={entry} />
              </Td>
              <Td className="whitespace-nowrap font-mono text-muted-foreground text-xs">
                {entry.ip}
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
