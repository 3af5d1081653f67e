import { Loader2, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { errorText } from "../admin-format";

/** Keys for placeholder rows (they have no identity of their own). */
export const PLACEHOLDER_KEYS = ["a", "b", "c", "d", "e", "f", "g", "h"] as const;

/** Stand-in blocks while a screen's first read is on its way. */
export function AdminLoading({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {PLACEHOLDER_KEYS.slice(0, rows).map((key) => (
        <Skeleton key={key} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** A failed read, with the server's reason and a way to try again. */
export function AdminError({
  error,
  what,
  onRetry,
  className,
}: {
  error: unknown;
  /** "The users", "The audit log"... */
  what: string;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 bg-destructive/15 px-3.5 py-3 text-red-200 text-sm",
        className,
      )}
    >
      <span>{errorText(error, `${what} could not be loaded. Please try again.`)}</span>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="h-3.5 w-3.5" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/** "Load more" under a cursor-paged table, shown while the server has more. */
export function LoadMore({
  hasMore,
  isLoading,
  onLoadMore,
  children = "Load more",
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  children?: ReactNode;
}) {
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" onClick={onLoadMore} disabled={isLoading}>
        {isLoading ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
        {children}
      </Button>
    </div>
  );
}

const BADGE_TONES = {
  neutral: "border-border bg-muted text-muted-foreground",
  good: "border-emerald-500/40 bg-emerald-500/10 text-emerald-300",
  warn: "border-amber-500/40 bg-amber-500/10 text-amber-300",
  bad: "border-red-500/40 bg-red-500/10 text-red-300",
  accent: "border-primary/40 bg-primary/10 text-primary",
} as const;

/** A short status word in a table cell. */
export function Badge({
  tone = "neutral",
  children,
}: {
  tone?: keyof typeof BADGE_TONES;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 font-semibold text-xs",
        BADGE_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
