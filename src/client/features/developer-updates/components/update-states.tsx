import { RotateCw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";

/*
 * The list's empty, failed and loading states, drawn like the forum's (forum/forum-states.tsx).
 * Their own copy: importing the forum's module would split it out of the chunk the forum and
 * feedback pages share, one more file for each of them to download.
 */

/** An empty or failed list: an icon, a title, a line of text, maybe an action. */
export function UpdatesStateCard({
  icon,
  title,
  text,
  children,
  role,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
  role: "alert" | "status";
}) {
  return (
    <Card role={role} className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/15 text-primary">
        {icon}
      </span>
      <div className="space-y-1">
        <h3 className="font-bold font-display text-xl">{title}</h3>
        <p className="text-muted-foreground text-sm">{text}</p>
      </div>
      {children}
    </Card>
  );
}

/** A failed read, with a retry. */
export function UpdatesErrorCard({
  title,
  onRetry,
  isRetrying,
}: {
  title: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <UpdatesStateCard
      role="alert"
      icon={<TriangleAlert aria-hidden="true" className="h-6 w-6" />}
      title={title}
      text="Something went wrong on our side. Please try again in a moment."
    >
      <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" className={isRetrying ? "h-4 w-4 animate-spin" : "h-4 w-4"} />
        Try again
      </Button>
    </UpdatesStateCard>
  );
}

/** Grey blocks in the shape of the cards that are loading. */
export function UpdatesSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div aria-busy="true" className="grid gap-5" data-testid="update-skeletons">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical placeholders
        <Skeleton key={index} className="h-48 w-full rounded-[var(--radius-card)] sm:h-56" />
      ))}
    </div>
  );
}
