import { loadOnce, menuTriggerProps, useDeferredPart } from "../../components/ui/deferred-part";
import { BellButton } from "./bell-button";
import { useLiveEvents } from "./use-live-events";
import { useUnreadCount } from "./use-unread-count";

const loadNotificationMenu = loadOnce(() =>
  import("./notification-menu").then((module) => module.NotificationMenu),
);

/**
 * The bell of a signed-in member: the unread count, kept current by live events, and the list
 * in a menu loaded when first opened. Its own chunk (see notification-bell.tsx).
 */
export function SignedInBell({ userId }: { userId: number }) {
  const count = useUnreadCount(true);
  useLiveEvents({ viewerId: userId });
  const menu = useDeferredPart(loadNotificationMenu);
  if (menu.Loaded) return <menu.Loaded count={count} openedWith={menu.openedWith} />;
  return <BellButton count={count} {...menuTriggerProps(menu)} />;
}
