import type { ContactMessage } from "../../../../shared/contact";
import { Button } from "../../../components/ui/button";
import { formatDateTime } from "../admin-format";
import { Badge } from "./admin-states";
import { AdminTable, EmptyRow, Td, Th } from "./admin-table";

/** The inbox: who wrote, about what, when, handled or not; Open shows the message. */
export function ContactInboxTable({
  messages,
  openId,
  onOpen,
  emptyText,
}: {
  messages: readonly ContactMessage[];
  openId: number | null;
  onOpen: (id: number) => void;
  emptyText: string;
}) {
  return (
    <AdminTable label="Contact messages">
      <thead>
        <tr>
          <Th>From</Th>
          <Th>Subject</Th>
          <Th>Received</Th>
          <Th>Status</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {messages.length === 0 ? (
          <EmptyRow colSpan={5}>{emptyText}</EmptyRow>
        ) : (
          messages.map((message) => (
            <tr
              key={message.id}
              data-testid="contact-row"
              className={message.id === openId ? "bg-primary/10" : undefined}
            >
              <Td className="whitespace-nowrap">
                <span className="font-semibold">{message.name}</span>
                <span className="block text-muted-foreground text-xs">{message.email}</span>
              </Td>
              <Td className="min-w-48 max-w-xs">{message.subject}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(message.createdAt)}</Td>
              <Td>
                {message.handledAt ? (
                  <Badge tone="good">Handled</Badge>
                ) : (
                  <Badge tone="warn">Unhandled</Badge>
                )}
              </Td>
              <Td>
                <Button
                  size="sm"
                  variant={message.id === openId ? "primary" : "outline"}
                  aria-pressed={message.id === openId}
                  onClick={() => onOpen(message.id)}
                >
                  Open
                  <span className="sr-only"> the message from {message.name}</span>
                </Button>
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
