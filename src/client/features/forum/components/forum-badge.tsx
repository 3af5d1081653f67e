import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

/** A small rounded label (a category, a status, a tag). */
export function ForumBadge({
  children,
  className,
  style,
}: {
  children: ReactNode;
  className?: string;
  style?: React.CSSProperties;
}) {
  return (
    <span
      style={style}
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 font-semibold text-xs leading-5",
        className,
      )}
    >
      {children}
    </span>
  );
}
