import { AlertTriangle, Inbox, RefreshCw, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

function StateCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/15 text-primary">
        {icon}
      </span>
      <div className="space-y-1">
        <h2 className="font-bold font-display text-xl">{title}</h2>
        <p className="text-muted-foreground text-sm">{text}</p>
      </div>
      {children}
    </Card>
  );
}

export function BlogListError({
  onRetry,
  isRetrying,
}: {
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <StateCard
      icon={<AlertTriangle aria-hidden="true" className="h-6 w-6" />}
      title="Failed to fetch blog posts"
      text="We're fetching the latest gaming news. Please try again in a moment."
    >
      <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden="true" className={isRetrying ? "h-4 w-4 animate-spin" : "h-4 w-4"} />
        Try again
      </Button>
    </StateCard>
  );
}

export function BlogListEmpty({
  isFiltered,
  onClear,
}: {
  isFiltered: boolean;
  onClear: () => void;
}) {
  return isFiltered ? (
    <StateCard
      icon={<SearchX aria-hidden="true" className="h-6 w-6" />}
      title="No matching articles"
      text="No articles match your search or filters. Try other words or clear the filters."
    >
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </StateCard>
  ) : (
    <StateCard
      icon={<Inbox aria-hidden="true" className="h-6 w-6" />}
      title="No articles yet"
      text="We're fetching the latest gaming news. Check back in a moment."
    />
  );
}
