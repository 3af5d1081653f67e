import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { plural } from "../admin-format";

/** "Page 2 of 5 · 53 guides" with Previous and Next, as GET /api/guides pages them. */
export function GuidesPager({
  page,
  pageSize,
  total,
  hasMore,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label="Guide pages"
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Page {page} of {pageCount} · {plural(total, "guide")}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          Previous<span className="sr-only"> page</span>
        </Button>
        <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
          Next<span className="sr-only"> page</span>
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </nav>
  );
}
