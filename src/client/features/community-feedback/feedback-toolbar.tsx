import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  FEEDBACK_STATUS_FILTER_LABELS,
  FEEDBACK_TYPE_FILTER_LABELS,
} from "../../../shared/feedback-limits";
import { inputClassName } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import type { FeedbackFilters, FeedbackStatusFilter, FeedbackTypeFilter } from "./feedback-params";

/** How long typing must pause before the search is applied (and written to the address). */
export const SEARCH_DEBOUNCE_MS = 350;

interface FeedbackToolbarProps {
  filters: FeedbackFilters;
  onChange: (patch: Partial<FeedbackFilters>) => void;
}

/** The search box (applied as the reader types, after a pause), the type and the status filters. */
export function FeedbackToolbar({ filters, onChange }: FeedbackToolbarProps) {
  const [text, setText] = useState(filters.search);
  const searchId = useId();
  const typeId = useId();
  const statusId = useId();
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
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto_auto] md:items-end">
      <search className="grid min-w-0 gap-1">
        <label htmlFor={searchId} className="font-medium text-muted-foreground text-xs">
          Search feedback
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
            placeholder="Search feedback..."
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
      <div className="grid grid-cols-2 gap-3 md:contents">
        <div className="grid gap-1">
          <label htmlFor={typeId} className="font-medium text-muted-foreground text-xs">
            Type
          </label>
          <select
            id={typeId}
            value={filters.type}
            onChange={(event) => onChange({ type: event.target.value as FeedbackTypeFilter })}
            className={cn(inputClassName, "cursor-pointer md:w-48")}
          >
            {Object.entries(FEEDBACK_TYPE_FILTER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={statusId} className="font-medium text-muted-foreground text-xs">
            Status
          </label>
          <select
            id={statusId}
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value as FeedbackStatusFilter })}
            className={cn(inputClassName, "cursor-pointer md:w-44")}
          >
            {Object.entries(FEEDBACK_STATUS_FILTER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
