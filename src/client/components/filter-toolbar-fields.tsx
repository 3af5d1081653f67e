import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "../lib/cn";
import { inputClassName } from "./ui/input";

/** How long typing must pause before the search is applied (and written to the address). */
export const SEARCH_DEBOUNCE_MS = 350;

const FIELD_LABEL_CLASS = "font-medium text-muted-foreground text-xs";

interface SearchAsYouTypeFieldProps {
  label: string;
  placeholder: string;
  /** The search in effect (from the address). */
  applied: string;
  onSearch: (search: string) => void;
}

/**
 * A list's search box, applied as the reader types, once typing pauses (Enter applies at once).
 * The feedback board and the developer updates filter their lists with it.
 */
export function SearchAsYouTypeField({
  label,
  placeholder,
  applied,
  onSearch,
}: SearchAsYouTypeFieldProps) {
  const [text, setText] = useState(applied);
  const id = useId();
  // The latest onSearch, so the pending search applies over the filters of that moment.
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  const followedSearch = useRef(applied);

  useEffect(() => {
    // The address changed the applied search (back, a link, "Clear filters"): the box follows
    // it, without trimming away the space the reader just typed between two words, and its old
    // words are not applied again. (With two separate effects, the old words, still in this
    // render, started a timer that re-applied them if the box's update took longer than the
    // pause to render.)
    if (applied !== followedSearch.current) {
      followedSearch.current = applied;
      setText((current) => (current.trim() === applied ? current : applied));
      return;
    }
    const search = text.trim();
    if (search === applied) return;
    const timer = window.setTimeout(() => onSearchRef.current(search), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied]);

  return (
    <search className="grid min-w-0 gap-1">
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {label}
      </label>
      <div className="relative min-w-0">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={id}
          type="search"
          name="search"
          maxLength={200}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") onSearch(text.trim());
          }}
          className={cn(inputClassName, "pl-9")}
        />
      </div>
    </search>
  );
}

interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value;
  /** Each choice's value and the words shown for it, in order. */
  options: readonly (readonly [Value, string])[];
  onChange: (value: Value) => void;
  /** Width classes of the select. */
  className?: string;
}

/** A labelled dropdown of a list's filter. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: FilterSelectProps<Value>) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        className={cn(inputClassName, "cursor-pointer", className)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
