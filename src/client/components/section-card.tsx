import { type ComponentType, type ReactNode, type SVGProps, useId } from "react";
import { cn } from "../lib/cn";
import { Card } from "./ui/card";

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Something at the right of the heading (a status badge, say). */
  aside?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
  className?: string;
}

/** A titled card (a named region) of the account and profile pages; `danger` marks irreversible actions. */
export function SectionCard({
  title,
  description,
  Icon,
  aside,
  tone = "default",
  children,
  className,
}: SectionCardProps) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn(
        "p-5 sm:p-7",
        tone === "danger" && "border-red-500/30 shadow-[0_0_40px_-20px_rgb(239_68_68)]",
        className,
      )}
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span
            className={cn(
              "flex h-10 w-10 shrink-0 items-center justify-center rounded-xl",
              tone === "danger" ? "bg-red-500/15 text-red-400" : "bg-primary/15 text-primary",
            )}
          >
            <Icon aria-hidden="true" className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <h2
              id={titleId}
              className="font-bold font-display text-2xl uppercase leading-tight tracking-wide"
            >
              {title}
            </h2>
            {description ? (
              <p className="mt-1 text-muted-foreground text-sm">{description}</p>
            ) : null}
          </div>
        </div>
        {aside}
      </div>
      {children}
    </Card>
  );
}

/** A small pill for a state: Enabled, Verified, This device. */
export function StatusBadge({
  tone,
  children,
}: {
  tone: "good" | "neutral" | "warning";
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-semibold text-xs",
        tone === "good" && "border-emerald-500/40 bg-emerald-500/10 text-emerald-300",
        tone === "warning" && "border-amber-500/40 bg-amber-500/10 text-amber-300",
        tone === "neutral" && "border-border bg-muted text-muted-foreground",
      )}
    >
      {children}
    </span>
  );
}
