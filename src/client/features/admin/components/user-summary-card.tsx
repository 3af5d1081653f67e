import type { AdminUserDetailReply } from "../../../../shared/admin-users";
import { Card } from "../../../components/ui/card";
import { formatCount, formatDateTime } from "../admin-format";
import { UserBadges } from "./users-table";

type Member = AdminUserDetailReply["user"];

/** The member at a glance: who, how to reach them, their standing and their state. */
export function UserSummaryCard({ user }: { user: Member }) {
  const facts: [string, string][] = [
    ["E-mail", user.email ?? "—"],
    ["Joined", formatDateTime(user.createdAt)],
    ["Last seen", formatDateTime(user.lastSeenAt)],
    ["Points", `${formatCount(user.points)} (level ${user.level})`],
    ["Two-factor sign-in", user.twoFactorEnabled ? "On" : "Off"],
  ];
  return (
    <Card
      className="grid content-start gap-4 p-5"
      role="region"
      aria-labelledby="user-summary-heading"
    >
      <div>
        <h2 id="user-summary-heading" className="font-bold font-display text-2xl">
          {user.username}
        </h2>
        {user.displayName ? <p className="text-muted-foreground">{user.displayName}</p> : null}
        <div className="mt-2">
          <UserBadges user={user} />
        </div>
      </div>
      {user.suspendedUntil ? (
        <p className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-red-200 text-sm">
          Suspended until {formatDateTime(user.suspendedUntil)}
          {user.suspensionReason ? `. Reason: ${user.suspensionReason}` : "."}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-muted-foreground text-xs uppercase tracking-wider">{term}</dt>
            <dd className="break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
