import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../../lib/cn";

/**
 * The admin screens' tables. A table wider than the screen (a phone) scrolls sideways inside
 * its own region, which takes focus so the keyboard can scroll it too. The region is the
 * positioning box of what its rows hide for screen readers (sr-only is absolutely placed):
 * without it those labels escape the scroll and widen the whole page on a phone.
 */
export function AdminTable({
  label,
  children,
  className,
}: {
  /** Names the table (its caption, read by screen readers) and its scroll region. */
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cn(
        "relative overflow-x-auto rounded-[var(--radius-card)] border border-border bg-card outline-none focus-visible:ring-2 focus-visible:ring-primary",
        className,
      )}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </section>
  );
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "border-border border-b bg-muted/40 px-3 py-2.5 font-display font-semibold text-muted-foreground text-xs uppercase tracking-wider",
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return (
    <td className={cn("border-border border-b px-3 py-2.5 align-top", className)} {...props} />
  );
}

/** A row-wide cell for "nothing here" and loading states. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-center text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}
