import { Check, X } from "lucide-react";
import { useId } from "react";
import {
  SEARCH_DATE_RANGE_LABELS,
  SEARCH_DATE_RANGES,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  SEARCH_TAGS_MAX,
  type SearchDateRange,
  type SearchSort,
} from "../../../shared/search-limits";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { inputClassName } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { formatNumber, pluralNoun } from "../../lib/format-number";
import {
  activeFilterCount,
  DEFAULT_SEARCH_FILTERS,
  type SearchFilters,
  toggleTag,
} from "./search-params";

export interface TagFacet {
  name: string;
  count: number;
}

interface SearchFiltersPanelProps {
  id: string;
  filters: SearchFilters;
  /** The open tab's most frequent tags; undefined while they load. */
  tagFacets: readonly TagFacet[] | undefined;
  onChange: (patch: Partial<SearchFilters>) => void;
}

/**
 * The tags to offer: the reply's facets, plus any chosen tag the reply no longer lists (a
 * shared link, a tag of another tab), so it can still be turned off.
 */
export function tagChoices(
  facets: readonly TagFacet[] | undefined,
  selected: readonly string[],
): { name: string; count: number | null }[] {
  const listed = facets ?? [];
  const missing = selected.filter((tag) => !listed.some((facet) => facet.name === tag));
  return [...missing.map((name) => ({ name, count: null })), ...listed];
}

/** Sort, date range and tag filters, and the way back to none. */
export function SearchFiltersPanel({ id, filters, tagFacets, onChange }: SearchFiltersPanelProps) {
  const sortId = useId();
  const dateId = useId();
  const choices = tagChoices(tagFacets, filters.tags);
  const isTagLimitReached = filters.tags.length >= SEARCH_TAGS_MAX;

  return (
    <Card id={id} role="group" aria-label="Filters" className="space-y-5 p-4 sm:p-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <div className="space-y-1.5">
          <label htmlFor={sortId} className="font-medium text-sm">
            Sort by
          </label>
          <select
            id={sortId}
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value as SearchSort })}
            className={cn(inputClassName, "cursor-pointer")}
          >
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SEARCH_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={dateId} className="font-medium text-sm">
            Date
          </label>
          <select
            id={dateId}
            value={filters.dateRange}
            onChange={(event) => onChange({ dateRange: event.target.value as SearchDateRange })}
            className={cn(inputClassName, "cursor-pointer")}
          >
            {SEARCH_DATE_RANGES.map((range) => (
              <option key={range} value={range}>
                {SEARCH_DATE_RANGE_LABELS[range]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="mb-2 font-medium text-sm">Tags</legend>
        {choices.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {choices.map((tag) => {
              const isSelected = filters.tags.includes(tag.name);
              return (
                <li key={tag.name}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    disabled={!isSelected && isTagLimitReached}
                    onClick={() => onChange({ tags: toggleTag(filters.tags, tag.name) })}
                    className={cn(
                      "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-medium text-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50",
                      isSelected
                        ? "border-primary bg-primary text-primary-foreground"
                        : "border-border bg-background/40 text-muted-foreground hover:border-primary hover:text-foreground",
                    )}
                  >
                    {isSelected ? <Check aria-hidden="true" className="h-3 w-3" /> : null}
                    {tag.name}
                    {tag.count !== null ? (
                      <span className={isSelected ? "opacity-80" : "text-muted-foreground/80"}>
                        <span className="sr-only">, </span>
                        {formatNumber(tag.count)}
                        <span className="sr-only"> {pluralNoun(tag.count, "result")}</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">
            {tagFacets ? "No tags in these results." : "Loading tags…"}
          </p>
        )}
        {isTagLimitReached ? (
          <p className="mt-2 text-muted-foreground text-xs">
            At most {SEARCH_TAGS_MAX} tags at a time.
          </p>
        ) : null}
      </fieldset>
      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          disabled={activeFilterCount(filters) === 0}
          onClick={() =>
            onChange({
              sort: DEFAULT_SEARCH_FILTERS.sort,
              dateRange: DEFAULT_SEARCH_FILTERS.dateRange,
              tags: [],
            })
          }
        >
          <X aria-hidden="true" className="h-4 w-4" />
          Clear filters
        </Button>
      </div>
    </Card>
  );
}
