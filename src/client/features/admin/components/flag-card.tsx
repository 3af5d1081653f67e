import { Check, EyeOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Link } from "../../../lib/router";
import { formatDateTime } from "../admin-format";
import type { FlagAction } from "../hooks/use-admin-moderation";
import { Badge } from "./admin-states";

export interface FlagCardProps {
  /** What was reported ("Discussion", "Reply", "Feedback item"...). */
  kind: string;
  title: string;
  url: string;
  excerpt: string;
  author: string;
  isHidden: boolean;
  reports: readonly { username: string; reason: string; createdAt: string }[];
  isBusy: boolean;
  onResolve: (action: FlagAction) => void;
}

/** One reported post, its reports, and Keep / Hide / Delete (Delete asks once more). */
export function FlagCard({
  kind,
  title,
  url,
  excerpt,
  author,
  isHidden,
  reports,
  isBusy,
  onResolve,
}: FlagCardProps) {
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  return (
    <li
      className="grid gap-3 rounded-lg border border-border bg-card p-4"
      aria-label={`${kind}: ${title}`}
      data-testid="flag-card"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="accent">{kind}</Badge>
        {isHidden ? <Badge tone="warn">Hidden</Badge> : null}
        <Link to={url} className="font-semibold text-primary hover:underline">
          {title}
        </Link>
        <span className="text-muted-foreground">by {author}</span>
      </div>
      <blockquote className="border-border border-l-2 pl-3 text-muted-foreground text-sm">
        {excerpt}
      </blockquote>
      <ul className="grid gap-1 text-sm">
        {reports.map((report) => (
          <li key={`${report.username}-${report.createdAt}`}>
            <span className="font-semibold">{report.username}</span>: {report.reason}{" "}
            <span className="text-muted-foreground text-xs">
              ({formatDateTime(report.createdAt)})
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={isBusy} onClick={() => onResolve("keep")}>
          <Check aria-hidden="true" className="h-3.5 w-3.5" />
          Keep
        </Button>
        <Button size="sm" variant="outline" disabled={isBusy} onClick={() => onResolve("hide")}>
          <EyeOff aria-hidden="true" className="h-3.5 w-3.5" />
          Hide
        </Button>
        <Button
          size="sm"
          variant={isConfirmingDelete ? "destructive" : "outline"}
          disabled={isBusy}
          onClick={() => (isConfirmingDelete ? onResolve("delete") : setIsConfirmingDelete(true))}
          onBlur={() => setIsConfirmingDelete(false)}
        >
          <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
          {isConfirmingDelete ? "Confirm delete" : "Delete"}
        </Button>
      </div>
    </li>
  );
}
