import { useRef } from "react";
import type { ContactMessage } from "../../../../shared/contact";
import { KEEP_SCROLL_POSITION } from "../../../app/scroll-restoration";
import { useSearchParams } from "../../../lib/router";
import { CONTACT_VIEWS, type ContactView, useContactMessages } from "../hooks/use-admin-contact";
import { AdminLayout } from "./admin-layout";
import { AdminError, AdminLoading, LoadMore } from "./admin-states";
import { ContactInboxTable } from "./contact-inbox-table";
import { ContactMessagePanel } from "./contact-message-panel";
import { StatusLinks } from "./status-links";

const VIEW_LABELS: Record<ContactView, string> = {
  open: "Unhandled",
  handled: "Handled",
  all: "All",
};

function viewOf(value: string | null): ContactView {
  return (CONTACT_VIEWS as readonly string[]).includes(value ?? "")
    ? (value as ContactView)
    : "open";
}

/** /admin/contact: the contact form's inbox, unhandled first; open, mark handled, reply. */
export function AdminContactScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewOf(searchParams.get("status"));
  const openId = Number(searchParams.get("message")) || null;
  const inbox = useContactMessages(view);
  // Unhandled first, each group newest first as the server sends it.
  const messages = (inbox.data?.pages.flatMap((page) => page.messages) ?? []).sort(
    (a, b) => Number(a.handledAt !== null) - Number(b.handledAt !== null),
  );
  const listed = messages.find((message) => message.id === openId) ?? null;
  // A message just handled leaves the Unhandled list; its panel stays open until another is.
  const lastOpen = useRef<ContactMessage | null>(null);
  if (listed) lastOpen.current = listed;
  const open = listed ?? (lastOpen.current?.id === openId ? lastOpen.current : null);

  function handleOpen(id: number) {
    setSearchParams(
      (params) => {
        params.set("message", String(id));
        return params;
      },
      { state: KEEP_SCROLL_POSITION },
    );
    // On a narrow screen the message is drawn under the table: bring it into view.
    requestAnimationFrame(() =>
      document.getElementById("contact-message-heading")?.scrollIntoView({ block: "nearest" }),
    );
  }

  return (
    <AdminLayout
      title="Contact inbox"
      description="Messages sent through the contact form. Answer by e-mail, or mark one handled."
    >
      <StatusLinks
        label="Messages to show"
        links={CONTACT_VIEWS.map((value) => ({
          label: VIEW_LABELS[value],
          to: value === "open" ? "/admin/contact" : `/admin/contact?status=${value}`,
          isCurrent: view === value,
        }))}
      />
      {inbox.isPending ? (
        <AdminLoading label="Loading the inbox" rows={6} />
      ) : inbox.isError && messages.length === 0 ? (
        <AdminError error={inbox.error} what="The inbox" onRetry={() => void inbox.refetch()} />
      ) : (
        <div className="grid grid-cols-1 gap-6 2xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          <div className="min-w-0">
            <ContactInboxTable
              messages={messages}
              openId={openId}
              onOpen={handleOpen}
              emptyText={view === "open" ? "No unhandled messages. All caught up." : "No messages."}
            />
            <LoadMore
              hasMore={inbox.hasNextPage}
              isLoading={inbox.isFetchingNextPage}
              onLoadMore={() => void inbox.fetchNextPage()}
            />
          </div>
          {open ? <ContactMessagePanel key={open.id} message={open} /> : null}
        </div>
      )}
    </AdminLayout>
  );
}
