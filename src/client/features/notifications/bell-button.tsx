import { Bell } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** The badge's text: the count, "9+" above nine, nothing at zero. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}

/** The bell button (the light one and the menu's trigger alike). */
export function BellButton({
  count,
  className,
  ...props
}: { count: number } & ComponentProps<"button">) {
  const badge = unreadBadgeText(count);
  return (
    <button
      type="button"
      aria-label={badge ? `Notifications, ${count} unread` : "Notifications"}
      className={cn(
        "relative inline-flex h-9 w-9 items-center justify-center rounded-full text-foreground/80 transition hover:bg-primary/15 hover:text-foreground",
        className,
      )}
      {...props}
    >
      <Bell className="h-5 w-5" aria-hidden="true" />
      {badge ? (
        <span
          data-testid="notification-count"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 font-bold text-[10px] text-primary-foreground leading-none"
        >
          {badge}
        </span>
      ) : null}
    </button>
  );
}
