import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  DEVELOPER_UPDATE_FILTER_LABELS,
  DEVELOPER_UPDATE_FILTERS,
  type DeveloperUpdateFilter,
} from "../../../shared/developer-updates-limits";
import { inputClassName } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import type { DeveloperUpdateFilters } from "./developer-updates-params";

/** How long typing must pause before the search is applied (and written to the address). */
export const SEARCH_DEBOUNCE_MS = 350;

interface UpdatesToolbarProps {
  filters: DeveloperUpdateFilters;
  onChange: (patch: Partial<DeveloperUpdateFilters>) => void;
}

/** The search box (applied as the reader types, after a pause) and the type dropdown. */
export function DeveloperUpdatesToolbar({ filters, onChange }: UpdatesToolbarProps) {
  const [text, setText] = useState(filters.search);
  const searchId = useId();
  const typeId = useId();
  // The latest onChange, so the pending search applies over the filters of that moment.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The address can change the applied search (back, a link): keep the box in step, without
  // trimming away the space the reader just typed between two words.
  useEffect(
    () => setText((current) => (current.trim() === filters.search ? current : filters.search)),
    [filters.search],
  );

  useEffect(() => {
    const search = text.trim();
    if (search === filters.search) return;
    const timer = window.setTimeout(() => onChangeRef.current({ search }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, filters.search]);

  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <search className="grid min-w-0 gap-1">
        <label htmlFor={searchId} className="font-medium text-muted-foreground text-xs">
          Search
        </label>
        <div className="relative min-w-0">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={searchId}
            type="search"
            name="search"
            maxLength={200}
            placeholder="Search updates..."
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter applies at once.
              if (event.key === "Enter") onChange({ search: text.trim() });
            }}
            className={cn(inputClassName, "pl-9")}
          />
        </div>
      </search>
      <div className="grid gap-1">
        <label htmlFor={typeId} className="font-medium text-muted-foreground text-xs">
          Type
        </label>
        <select
          id={typeId}
          value={filters.type}
          onChange={(event) => onChange({ type: event.target.value as DeveloperUpdateFilter })}
          className={cn(inputClassName, "cursor-pointer sm:w-52")}
        >
          {DEVELOPER_UPDATE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {DEVELOPER_UPDATE_FILTER_LABELS[filter]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
