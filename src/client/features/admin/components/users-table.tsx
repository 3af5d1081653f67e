import type { AdminUserSummary } from "../../../../shared/admin-users";
import { Checkbox } from "../../../components/ui/checkbox";
import { Link } from "../../../lib/router";
import { formatCount, formatDate, formatDateTime } from "../admin-format";
import { Badge } from "./admin-states";
import { AdminTable, EmptyRow, Td, Th } from "./admin-table";

interface UsersTableProps {
  users: readonly AdminUserSummary[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  emptyText: string;
}

/** A member's state in one or two words: admin, unverified, suspended until when. */
export function UserBadges({ user }: { user: AdminUserSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      {user.isAdmin ? <Badge tone="accent">Admin</Badge> : <Badge>Member</Badge>}
      {user.isVerified ? (
        <Badge tone="good">Verified</Badge>
      ) : (
        <Badge tone="warn">Unverified</Badge>
      )}
      {user.suspendedUntil ? (
        <Badge tone="bad">Suspended until {formatDateTime(user.suspendedUntil)}</Badge>
      ) : null}
    </span>
  );
}

/** The members table, a checkbox per row for the bulk actions. */
export function UsersTable({ users, selected, onToggle, onToggleAll, emptyText }: UsersTableProps) {
  const allChecked = users.length > 0 && users.every((user) => selected.has(user.id));
  const someChecked = users.some((user) => selected.has(user.id));
  return (
    <AdminTable label="Members">
      <thead>
        <tr>
          <Th className="w-10">
            <Checkbox
              aria-label="Select every member shown"
              checked={allChecked ? true : someChecked ? "indeterminate" : false}
              onCheckedChange={(checked) => onToggleAll(checked === true)}
              disabled={users.length === 0}
            />
          </Th>
          <Th>Member</Th>
          <Th>E-mail</Th>
          <Th>Status</Th>
          <Th className="text-right">Points</Th>
          <Th>Joined</Th>
        </tr>
      </thead>
      <tbody>
        {users.length === 0 ? (
          <EmptyRow colSpan={6}>{emptyText}</EmptyRow>
        ) : (
          users.map((user) => (
            <tr key={user.id} data-testid="admin-user-row">
              <Td>
                <Checkbox
                  aria-label={`Select ${user.username}`}
                  checked={selected.has(user.id)}
                  onCheckedChange={(checked) => onToggle(user.id, checked === true)}
                />
              </Td>
              <Td className="whitespace-nowrap">
                <Link
                  to={`/admin/users/${user.id}`}
                  className="font-semibold text-primary hover:underline"
                >
                  {user.username}
                </Link>
                {user.displayName ? (
                  <span className="block text-muted-foreground text-xs">{user.displayName}</span>
                ) : null}
              </Td>
              <Td className="whitespace-nowrap">{user.email ?? "—"}</Td>
              <Td>
                <UserBadges user={user} />
              </Td>
              <Td className="text-right tabular-nums">
                {formatCount(user.points)}
                <span className="block text-muted-foreground text-xs">Level {user.level}</span>
              </Td>
              <Td className="whitespace-nowrap text-muted-foreground">
                <time dateTime={user.createdAt} title={formatDateTime(user.createdAt)}>
                  {formatDate(user.createdAt)}
                </time>
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
