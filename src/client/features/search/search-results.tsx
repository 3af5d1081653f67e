import { RotateCw, SearchX } from "lucide-react";
import {
  ALL_CONTENT_TYPES,
  noResultsOfType,
  SEARCH_ERROR_TITLE,
  SEARCH_NO_RESULTS,
} from "../../../shared/search-limits";
import { LoadMoreButton } from "../../components/load-more-button";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { formatNumber, pluralNoun } from "../../lib/format-number";
import { activeFilterCount, type SearchFilters } from "./search-params";
import { SearchResultCard } from "./search-result-card";
import { resultKey, searchErrorMessage, type useSearch } from "./use-search";

/** The result list of /search with its loading, failed, empty, corrected and paged states. */

/** "Showing results for {corrected}", the words that were corrected emphasised. */
export function CorrectedQuery({ query, corrected }: { query: string; corrected: string }) {
  const typed = query.toLowerCase().split(/\s+/);
  const words = corrected.split(/\s+/);
  const sameShape = typed.length === words.length;
  return (
    <p className="text-base text-muted-foreground" data-testid="corrected-query">
      Showing results for{" "}
      {words.map((word, index) => {
        const isCorrected = !sameShape || typed[index] !== word.toLowerCase();
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: words in order; a word can repeat
          <span key={index}>
            {index > 0 ? " " : null}
            {isCorrected ? (
              <strong className="font-semibold text-foreground italic">{word}</strong>
            ) : (
              word
            )}
          </span>
        );
      })}
    </p>
  );
}

function ResultSkeletons() {
  return (
    <div aria-busy="true" className="grid gap-4" data-testid="search-skeletons">
      <span className="sr-only">Searching…</span>
      {[0, 1, 2, 3].map((index) => (
        <Card key={index} className="space-y-3 p-4 sm:p-5">
          <div className="flex gap-3">
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-5 w-28" />
          </div>
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      ))}
    </div>
  );
}

/** The results of the open tab, with their loading, failed, empty and paged states. */
export function SearchResults({
  filters,
  search,
  onClearFilters,
}: {
  filters: SearchFilters;
  search: ReturnType<typeof useSearch>;
  onClearFilters: () => void;
}) {
  const { query, results, total, correctedQuery } = search;
  if (search.isLoading) return <ResultSkeletons />;
  if (query.isError) {
    return (
      <Alert variant="destructive" title={SEARCH_ERROR_TITLE} className="px-4 py-4">
        <p className="break-words">{searchErrorMessage(query.error)}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RotateCw
            aria-hidden="true"
            className={cn("h-4 w-4", query.isFetching && "animate-spin")}
          />
          Try again
        </Button>
      </Alert>
    );
  }
  const corrected = correctedQuery ? (
    <CorrectedQuery query={filters.q} corrected={correctedQuery} />
  ) : null;
  if (results.length === 0) {
    return (
      <div className="space-y-4">
        {corrected}
        <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/15 text-primary">
            <SearchX aria-hidden="true" className="h-6 w-6" />
          </span>
          <p role="status" className="max-w-md text-muted-foreground">
            {filters.contentType === ALL_CONTENT_TYPES
              ? SEARCH_NO_RESULTS
              : noResultsOfType(filters.contentType)}
          </p>
          {activeFilterCount(filters) > 0 ? (
            <Button variant="outline" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : null}
        </Card>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {corrected}
      <p className="font-semibold text-foreground" data-testid="search-total">
        {formatNumber(total)} {pluralNoun(total, "result")}
      </p>
      <ul aria-label="Search results" className="grid gap-4">
        {results.map((result) => (
          <li key={resultKey(result)}>
            <SearchResultCard result={result} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="flex flex-col items-center gap-2 pt-2">
          <p className="text-muted-foreground text-xs">
            Showing {formatNumber(results.length)} of {formatNumber(total)}
          </p>
          <LoadMoreButton
            onLoadMore={() => void query.fetchNextPage()}
            isLoading={query.isFetchingNextPage}
            loadingLabel="Loading more results"
          />
        </div>
      ) : null}
    </div>
  );
}
