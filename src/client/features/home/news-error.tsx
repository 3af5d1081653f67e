import { RefreshCw, TriangleAlert } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";

interface NewsErrorProps {
  /** "<status>: <text>" from the request helper. */
  message: string;
  isRetrying: boolean;
  onRetry: () => void;
}

export function NewsError({ message, isRetrying, onRetry }: NewsErrorProps) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-10 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-destructive/15 text-error">
        <TriangleAlert aria-hidden="true" className="h-6 w-6" />
      </span>
      <div className="space-y-1">
        {/* The product names this error "Failed to fetch blog posts". */}
        <h3 className="font-bold font-display text-xl">Failed to fetch blog posts</h3>
        <p className="text-muted-foreground text-sm">
          The latest news could not be loaded right now.
        </p>
        <p className="break-all font-mono text-muted-foreground/80 text-xs">{message}</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden="true" className={cn("h-4 w-4", isRetrying && "animate-spin")} />
        {isRetrying ? "Retrying…" : "Try again"}
      </Button>
    </Card>
  );
}
