/** What other features use of notifications: they import it from here, never from its files. */
export { type NotificationDraft, recordNotifications } from "./record-notifications";
export { countUnread, publishUnreadCounts } from "./unread-events";
