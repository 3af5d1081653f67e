import { RotateCw } from "lucide-react";
import type { AdminMailStatus, AdminOutboxMessage } from "../../../../shared/admin-mail";
import { Button } from "../../../components/ui/button";
import { formatDateTime } from "../admin-format";
import { Badge } from "./admin-states";
import { AdminTable, EmptyRow, Td, Th } from "./admin-table";

const STATUS_TONES: Record<AdminMailStatus, "neutral" | "good" | "bad"> = {
  queued: "neutral",
  sent: "good",
  failed: "bad",
};

/** The outbox: one row per message, a Retry button on the failed ones. */
export function OutboxTable({
  messages,
  emptyText,
  onRetry,
  retryingId,
}: {
  messages: readonly AdminOutboxMessage[];
  emptyText: string;
  onRetry: (message: AdminOutboxMessage) => void;
  retryingId: number | null;
}) {
  return (
    <AdminTable label="Outbox messages">
      <thead>
        <tr>
          <Th>To</Th>
          <Th>Subject</Th>
          <Th>Status</Th>
          <Th className="text-right">Attempts</Th>
          <Th>Queued</Th>
          <Th>Sent / next try</Th>
          <Th>Last error</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {messages.length === 0 ? (
          <EmptyRow colSpan={8}>{emptyText}</EmptyRow>
        ) : (
          messages.map((message) => (
            <tr key={message.id} data-testid="outbox-row">
              <Td className="whitespace-nowrap">{message.recipient}</Td>
              <Td className="min-w-48 max-w-xs">{message.subject}</Td>
              <Td>
                <Badge tone={STATUS_TONES[message.status]}>{message.status}</Badge>
              </Td>
              <Td className="text-right tabular-nums">{message.attempts}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(message.createdAt)}</Td>
              <Td className="whitespace-nowrap">
                {formatDateTime(message.sentAt ?? message.nextAttemptAt)}
              </Td>
              <Td className="max-w-xs break-words text-muted-foreground text-xs">
                {message.lastError ?? "—"}
              </Td>
              <Td>
                {message.status === "failed" ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={retryingId === message.id}
                    onClick={() => onRetry(message)}
                  >
                    <RotateCw aria-hidden="true" className="h-3.5 w-3.5" />
                    Retry
                    <span className="sr-only"> the message to {message.recipient}</span>
                  </Button>
                ) : null}
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
