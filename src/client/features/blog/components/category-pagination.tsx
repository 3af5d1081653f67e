import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { pageWindow } from "../pagination";

interface CategoryPaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/**
 * Previous disabled on page 1, Next disabled on the
 * last page (from the server's totalPages, not a fixed placeholder total), up to 5 numbers.
 */
export function CategoryPagination({ page, totalPages, onPageChange }: CategoryPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </Button>
      {pageWindow(page, totalPages).map((number) => {
        const isCurrent = number === page;
        return (
          <Button
            key={number}
            variant={isCurrent ? "primary" : "outline"}
            size="sm"
            className="min-w-8 px-2"
            aria-current={isCurrent ? "page" : undefined}
            aria-label={`Page ${number}`}
            onClick={() => onPageChange(number)}
          >
            {number}
          </Button>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
