import { Filter, LayoutGrid, List, X } from "lucide-react";
import { useId, useState } from "react";
import type { DateRange } from "../../../../shared/blog";
import { SearchForm } from "../../../components/search-field";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { inputClassName } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { type BlogFilters, hasActiveFilters } from "../blog-filters";
import { CATEGORY_OPTIONS, DATE_RANGE_OPTIONS, POPULAR_TAGS } from "../blog-home-constants";
import type { ViewMode } from "./blog-post-card";

interface BlogSearchBarProps {
  filters: BlogFilters;
  onChange: (patch: Partial<BlogFilters>) => void;
  onClear: () => void;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
}

/**
 * Search (button or Enter) and the collapsible filter panel. Every change is
 * sent to the server, which filters; the list reloads.
 */
export function BlogSearchBar({
  filters,
  onChange,
  onClear,
  viewMode,
  onViewModeChange,
}: BlogSearchBarProps) {
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  // Clear empties the field too, even of words typed but not searched yet.
  const [clearCount, setClearCount] = useState(0);
  const panelId = useId();
  const categoryId = useId();
  const dateId = useId();

  function handleClear() {
    setClearCount((count) => count + 1);
    onClear();
  }

  const isFiltered = hasActiveFilters(filters);

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchForm
          key={clearCount}
          label="Search articles"
          placeholder="Search articles..."
          applied={filters.q}
          onSearch={(q) => onChange({ q })}
          className="flex min-w-0 flex-1"
        />
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            className={cn("h-11 flex-1 sm:flex-none", isPanelOpen && "border-primary text-primary")}
            aria-expanded={isPanelOpen}
            aria-controls={panelId}
            onClick={() => setIsPanelOpen((open) => !open)}
          >
            <Filter aria-hidden="true" className="h-4 w-4" />
            Filters
            {isFiltered ? (
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-primary" />
            ) : null}
          </Button>
          <fieldset className="flex rounded-lg border border-border bg-background/40 p-1">
            <legend className="sr-only">View</legend>
            {(
              [
                ["grid", "Grid view", LayoutGrid],
                ["list", "List view", List],
              ] as const
            ).map(([mode, label, Icon]) => (
              <button
                key={mode}
                type="button"
                aria-label={label}
                aria-pressed={viewMode === mode}
                onClick={() => onViewModeChange(mode)}
                className={cn(
                  "flex h-8 w-9 items-center justify-center rounded-md transition-colors",
                  viewMode === mode
                    ? "bg-primary text-primary-foreground"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
              </button>
            ))}
          </fieldset>
        </div>
      </div>

      {isPanelOpen ? (
        <Card id={panelId} className="space-y-4 p-4 sm:p-5" role="group" aria-label="Filters">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <label htmlFor={categoryId} className="font-medium text-sm">
                Category
              </label>
              <select
                id={categoryId}
                value={filters.category}
                onChange={(event) => onChange({ category: event.target.value })}
                className={cn(inputClassName, "cursor-pointer")}
              >
                {CATEGORY_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <label htmlFor={dateId} className="font-medium text-sm">
                Date range
              </label>
              <select
                id={dateId}
                value={filters.dateRange}
                onChange={(event) => onChange({ dateRange: event.target.value as DateRange })}
                className={cn(inputClassName, "cursor-pointer")}
              >
                {DATE_RANGE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset>
            <legend className="mb-2 font-medium text-sm">Popular tags</legend>
            <div className="flex flex-wrap gap-2">
              {POPULAR_TAGS.map((tag) => {
                const isSelected = filters.tag === tag;
                return (
                  <button
                    key={tag}
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onChange({ tag: isSelected ? null : tag })}
                    className={cn(
                      "rounded-full border px-3 py-1 font-medium text-xs transition-colors",
                      isSelected
                        ? "border-primary bg-primary text-primary-foreground"
                        : "border-border bg-background/40 text-muted-foreground hover:border-primary hover:text-foreground",
                    )}
                  >
                    {tag}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={handleClear} disabled={!isFiltered}>
              <X aria-hidden="true" className="h-4 w-4" />
              Clear
            </Button>
          </div>
        </Card>
      ) : null}
    </div>
  );
}
