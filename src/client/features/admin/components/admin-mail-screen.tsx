import { type AdminMailStatus, MAIL_STATUSES } from "../../../../shared/admin-mail";
import { Alert } from "../../../components/ui/alert";
import { useSearchParams } from "../../../lib/router";
import { errorText } from "../admin-format";
import { useAdminOutbox, useRetryMail } from "../hooks/use-admin-outbox";
import { AdminLayout } from "./admin-layout";
import { AdminError, AdminLoading, LoadMore } from "./admin-states";
import { OutboxTable } from "./outbox-table";
import { StatusLinks } from "./status-links";

const STATUS_LABELS: Record<AdminMailStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
};

function statusOf(value: string | null): AdminMailStatus | null {
  return (MAIL_STATUSES as readonly string[]).includes(value ?? "")
    ? (value as AdminMailStatus)
    : null;
}

/** /admin/mail: the outbox by status (?status=queued|sent|failed), with Retry on failures. */
export function AdminMailScreen() {
  const [searchParams] = useSearchParams();
  const status = statusOf(searchParams.get("status"));
  const outbox = useAdminOutbox(status);
  const retry = useRetryMail();
  const messages = outbox.data?.pages.flatMap((page) => page.messages) ?? [];
  const counts = outbox.data?.pages[0]?.counts;
  const total = counts ? counts.queued + counts.sent + counts.failed : undefined;

  return (
    <AdminLayout
      title="Mail outbox"
      description="Every e-mail the site sends goes through this queue; the sender retries failures on its own, and you can send a failed one again."
    >
      <StatusLinks
        label="Mail status"
        links={[
          { label: "All", to: "/admin/mail", isCurrent: status === null, count: total },
          ...MAIL_STATUSES.map((value) => ({
            label: STATUS_LABELS[value],
            to: `/admin/mail?status=${value}`,
            isCurrent: status === value,
            count: counts?.[value],
          })),
        ]}
      />
      {retry.isError ? (
        <Alert variant="destructive" title="The message was not retried" className="mb-4">
          {errorText(retry.error, "Please try again.")}
        </Alert>
      ) : retry.isSuccess ? (
        <Alert variant="success" className="mb-4">
          The message to {retry.data.message.recipient} is queued again.
        </Alert>
      ) : null}
      {outbox.isPending ? (
        <AdminLoading label="Loading the outbox" rows={6} />
      ) : outbox.isError && messages.length === 0 ? (
        <AdminError error={outbox.error} what="The outbox" onRetry={() => void outbox.refetch()} />
      ) : (
        <>
          <OutboxTable
            messages={messages}
            emptyText={status ? `No ${status} messages.` : "The outbox is empty."}
            retryingId={retry.isPending ? (retry.variables ?? null) : null}
            onRetry={(message) => retry.mutate(message.id)}
          />
          <LoadMore
            hasMore={outbox.hasNextPage}
            isLoading={outbox.isFetchingNextPage}
            onLoadMore={() => void outbox.fetchNextPage()}
          />
        </>
      )}
    </AdminLayout>
  );
}
