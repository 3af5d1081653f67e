import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

/** A translucent panel that lets the theme background show through. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        "rounded-[var(--radius-card)] border border-border bg-card text-card-foreground shadow-lg backdrop-blur-md",
        className,
      )}
      {...props}
    />
  );
}
