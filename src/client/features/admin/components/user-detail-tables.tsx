import type {
  AdminUserContent,
  AdminUserContentKind,
  AdminUserFlag,
  AdminUserLedgerEntry,
  AdminUserSession,
} from "../../../../shared/admin-users";
import { Link } from "../../../lib/router";
import { formatCount, formatDateTime } from "../admin-format";
import { Badge } from "./admin-states";
import { AdminTable, EmptyRow, Td, Th } from "./admin-table";

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-3 font-bold font-display text-xl uppercase tracking-wide">
      {children}
    </h2>
  );
}

export function UserSessionsSection({ sessions }: { sessions: readonly AdminUserSession[] }) {
  return (
    <section aria-labelledby="user-sessions-heading">
      <SectionHeading id="user-sessions-heading">Sessions</SectionHeading>
      <AdminTable label="Open sessions">
        <thead>
          <tr>
            <Th>Browser</Th>
            <Th>IP address</Th>
            <Th>Signed in</Th>
            <Th>Last active</Th>
            <Th>Expires</Th>
          </tr>
        </thead>
        <tbody>
          {sessions.length === 0 ? (
            <EmptyRow colSpan={5}>No open sessions.</EmptyRow>
          ) : (
            sessions.map((session) => (
              <tr key={session.id}>
                <Td className="max-w-xs">
                  <span
                    className="line-clamp-2 break-all text-xs"
                    title={session.userAgent ?? undefined}
                  >
                    {session.userAgent ?? "Unknown browser"}
                  </span>
                  {session.rememberMe ? (
                    <span className="ml-2">
                      <Badge>Remembered</Badge>
                    </span>
                  ) : null}
                </Td>
                <Td className="font-mono text-xs">{session.ipAddress ?? "—"}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(session.createdAt)}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(session.lastSeenAt)}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(session.expiresAt)}</Td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
    </section>
  );
}

export function UserLedgerSection({ ledger }: { ledger: readonly AdminUserLedgerEntry[] }) {
  return (
    <section aria-labelledby="user-ledger-heading">
      <SectionHeading id="user-ledger-heading">Points ledger</SectionHeading>
      <AdminTable label="Points ledger">
        <thead>
          <tr>
            <Th>When</Th>
            <Th>Reason</Th>
            <Th className="text-right">Points</Th>
            <Th className="text-right">Experience</Th>
          </tr>
        </thead>
        <tbody>
          {ledger.length === 0 ? (
            <EmptyRow colSpan={4}>No points yet.</EmptyRow>
          ) : (
            ledger.map((entry) => (
              <tr key={entry.id}>
                <Td className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</Td>
                <Td className="min-w-40">{entry.reason}</Td>
                <Td className="text-right tabular-nums">{signed(entry.points)}</Td>
                <Td className="text-right tabular-nums">{signed(entry.experience)}</Td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
    </section>
  );
}

function signed(value: number): string {
  return value > 0 ? `+${formatCount(value)}` : formatCount(value);
}

const KIND_LABELS: Record<AdminUserContentKind, string> = {
  thread: "Discussion",
  reply: "Forum reply",
  comment: "News comment",
  feedback: "Feedback",
  feedbackComment: "Feedback comment",
};

export function UserContentSection({ content }: { content: AdminUserContent }) {
  const counts: [string, number][] = [
    ["Discussions", content.counts.threads],
    ["Forum replies", content.counts.replies],
    ["News comments", content.counts.comments],
    ["Feedback items", content.counts.feedback],
    ["Feedback comments", content.counts.feedbackComments],
  ];
  return (
    <section aria-labelledby="user-content-heading">
      <SectionHeading id="user-content-heading">Content</SectionHeading>
      <dl className="mb-3 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {counts.map(([term, value]) => (
          <div key={term} className="rounded-lg border border-border bg-card px-3 py-2">
            <dt className="text-muted-foreground text-xs">{term}</dt>
            <dd className="font-bold font-display text-xl tabular-nums">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      <AdminTable label="Recent content">
        <thead>
          <tr>
            <Th>Kind</Th>
            <Th>Title</Th>
            <Th>Posted</Th>
          </tr>
        </thead>
        <tbody>
          {content.recent.length === 0 ? (
            <EmptyRow colSpan={3}>Nothing posted yet.</EmptyRow>
          ) : (
            content.recent.map((item) => (
              <tr key={`${item.kind}-${item.id}`}>
                <Td className="whitespace-nowrap">{KIND_LABELS[item.kind]}</Td>
                <Td className="min-w-48">
                  <Link to={item.url} className="text-primary hover:underline">
                    {item.title}
                  </Link>
                </Td>
                <Td className="whitespace-nowrap">{formatDateTime(item.createdAt)}</Td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
    </section>
  );
}

export function UserFlagsSection({ flags }: { flags: readonly AdminUserFlag[] }) {
  return (
    <section aria-labelledby="user-flags-heading">
      <SectionHeading id="user-flags-heading">Flags against their posts</SectionHeading>
      <AdminTable label="Flags against this member's posts">
        <thead>
          <tr>
            <Th>When</Th>
            <Th>Where</Th>
            <Th>Reason</Th>
            <Th>Status</Th>
          </tr>
        </thead>
        <tbody>
          {flags.length === 0 ? (
            <EmptyRow colSpan={4}>No flags.</EmptyRow>
          ) : (
            flags.map((flag) => (
              <tr key={`${flag.area}-${flag.id}`}>
                <Td className="whitespace-nowrap">{formatDateTime(flag.createdAt)}</Td>
                <Td className="whitespace-nowrap">
                  <Link to={flag.url} className="text-primary hover:underline">
                    {flag.area === "forum" ? "Forum" : "Feedback"} {flag.targetType} #
                    {flag.targetId}
                  </Link>
                </Td>
                <Td className="min-w-40">{flag.reason}</Td>
                <Td>
                  <Badge tone={flag.status === "open" ? "warn" : "neutral"}>{flag.status}</Badge>
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
    </section>
  );
}
