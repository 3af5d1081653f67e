import { ChevronRight } from "lucide-react";
import { cn } from "../../lib/cn";
import { Link } from "../../lib/router";

/** "Home › {current}" above a page's heading. */
export function Breadcrumb({ current, className }: { current: string; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cn("text-muted-foreground text-sm", className)}>
      <ol className="flex items-center gap-1.5">
        <li>
          <Link to="/" className="rounded transition-colors hover:text-primary">
            Home
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-3.5 w-3.5" />
        </li>
        <li aria-current="page" className="font-medium text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  );
}
