import { CheckCheck } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { formatTimeAgo } from "../../../shared/time-ago";
import type { DeferredPartProps } from "../../components/ui/deferred-part";
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  useFirstOpenFocus,
} from "../../components/ui/dropdown-menu";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { Link } from "../../lib/router";
import { BellButton } from "./bell-button";
import { useMarkNotificationsRead, useNotificationList } from "./use-notifications";

/** The bell's menu (Radix), loaded when the bell is first pressed; the list is read then. */
export function NotificationMenu({ count, openedWith }: { count: number } & DeferredPartProps) {
  const focusOnOpen = useFirstOpenFocus(openedWith);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <BellButton count={count} />
      </DropdownMenu.Trigger>
      <DropdownMenuContent className="w-80 max-w-[calc(100vw-24px)]" ref={focusOnOpen}>
        <NotificationList count={count} />
      </DropdownMenuContent>
    </DropdownMenu.Root>
  );
}

function NotificationList({ count }: { count: number }) {
  const list = useNotificationList();
  const markRead = useMarkNotificationsRead();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const now = new Date();
  return (
    <>
      <div className="flex items-center justify-between gap-2 px-2.5 pt-1.5 pb-1">
        <p className="font-semibold text-sm">Notifications</p>
        {count > 0 ? (
          <DropdownMenuItem
            className="px-2 py-1 text-primary text-xs"
            disabled={markRead.isPending}
            // Stay open: the reader sees the items turn read.
            onSelect={(event) => {
              event.preventDefault();
              markRead.mutate({ all: true });
            }}
          >
            <CheckCheck className="h-3.5 w-3.5" aria-hidden="true" /> Mark all as read
          </DropdownMenuItem>
        ) : null}
      </div>
      <DropdownMenuSeparator />
      {list.isPending ? (
        <div className="flex justify-center p-4">
          <Spinner label="Loading notifications" />
        </div>
      ) : list.isError ? (
        <p className="p-4 text-center text-muted-foreground text-sm">
          Failed to load notifications
        </p>
      ) : notifications.length === 0 ? (
        <p className="p-4 text-center text-muted-foreground text-sm">No notifications yet</p>
      ) : (
        <div className="max-h-96 overflow-y-auto">
          {notifications.map((item) => (
            <DropdownMenuItem key={item.id} asChild>
              <Link
                to={item.url}
                onClick={() => {
                  if (!item.isRead) markRead.mutate({ ids: [item.id] });
                }}
                className={cn("items-start", !item.isRead && "bg-primary/5")}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-1.5 h-2 w-2 shrink-0 rounded-full",
                    item.isRead ? "bg-transparent" : "bg-primary",
                  )}
                />
                <span className="min-w-0 flex-1">
                  <span className={cn("block text-sm", !item.isRead && "font-semibold")}>
                    {item.text}
                    {item.isRead ? null : <span className="sr-only"> (unread)</span>}
                  </span>
                  <time dateTime={item.createdAt} className="text-muted-foreground text-xs">
                    {formatTimeAgo(item.createdAt, now)}
                  </time>
                </span>
              </Link>
            </DropdownMenuItem>
          ))}
          {list.hasNextPage ? (
            <DropdownMenuItem
              className="justify-center text-primary"
              disabled={list.isFetchingNextPage}
              onSelect={(event) => {
                event.preventDefault();
                void list.fetchNextPage();
              }}
            >
              {list.isFetchingNextPage ? "Loading…" : "Load more"}
            </DropdownMenuItem>
          ) : null}
        </div>
      )}
    </>
  );
}
