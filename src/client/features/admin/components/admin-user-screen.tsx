import { MoveLeft } from "lucide-react";
import { useUser } from "../../../app/session/use-user";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { Link, useParams } from "../../../lib/router";
import { useAdminUser, useAdminUserActions } from "../hooks/use-admin-user";
import { AdminLayout } from "./admin-layout";
import { AdminError, AdminLoading } from "./admin-states";
import { UserActionsCard } from "./user-actions-card";
import {
  UserContentSection,
  UserFlagsSection,
  UserLedgerSection,
  UserSessionsSection,
} from "./user-detail-tables";
import { UserSummaryCard } from "./user-summary-card";

/** A route's `:userId` as a database id, or 0 (names nobody) when it is not one. */
function idOf(text: string | undefined): number {
  return text && /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : 0;
}

function BackToUsers() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4">
      <Link to="/admin/users">
        <MoveLeft aria-hidden="true" className="h-4 w-4" />
        All users
      </Link>
    </Button>
  );
}

/** /admin/users/:userId: one member's account, sessions, points, content and flags. */
export function AdminUserScreen() {
  const id = idOf(useParams().userId);
  const { user: me } = useUser();
  const detail = useAdminUser(id);
  const actions = useAdminUserActions(id);
  const member = detail.data?.user;

  return (
    <AdminLayout title={member ? member.username : "User"}>
      <BackToUsers />
      {detail.isPending ? (
        <AdminLoading label="Loading the member" rows={6} />
      ) : detail.isError ? (
        <AdminError
          error={detail.error}
          what="This member"
          onRetry={
            detail.error instanceof ApiError && detail.error.status === 404
              ? undefined
              : () => void detail.refetch()
          }
        />
      ) : member ? (
        <div className="grid grid-cols-1 gap-8">
          <div className="grid gap-4 xl:grid-cols-2">
            <UserSummaryCard user={member} />
            <UserActionsCard user={member} actions={actions} isSelf={me?.id === member.id} />
          </div>
          <UserSessionsSection sessions={detail.data.sessions} />
          <UserContentSection content={detail.data.content} />
          <UserFlagsSection flags={detail.data.flags} />
          <UserLedgerSection ledger={detail.data.ledger} />
        </div>
      ) : null}
    </AdminLayout>
  );
}
