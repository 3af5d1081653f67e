import { Search } from "lucide-react";
import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from "react";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";
import { inputClassName } from "./ui/input";

type SearchInputProps = Omit<ComponentProps<"input">, "id" | "type" | "className"> & {
  /** Read by screen readers (the field shows only its placeholder). */
  label: string;
  /** Classes of the box around the field. */
  className?: string;
};

/** A search field with its magnifier and a label for screen readers. */
export function SearchInput({ label, className, ...inputProps }: SearchInputProps) {
  const id = useId();
  return (
    <div className={cn("relative min-w-0", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
      />
      <input id={id} type="search" className={cn(inputClassName, "pl-9")} {...inputProps} />
    </div>
  );
}

interface SearchFormProps {
  label: string;
  placeholder: string;
  /** The search in effect (from the address): the field follows it when it changes. */
  applied: string;
  /** Called with the trimmed words when the form is sent (the button or Enter). */
  onSearch: (search: string) => void;
  maxLength?: number;
  /** "hidden-on-phones": the button shows only its icon on small screens. */
  buttonLabel?: "shown" | "hidden-on-phones";
  /** Classes of the `search` element. */
  className?: string;
  /**
   * Where the form goes without JavaScript (a plain GET of that page); without it, the form is
   * sent only by the app.
   */
  action?: string;
  /** Extra attributes of the field ("search" on the Enter key, no autocomplete...). */
  inputProps?: Pick<ComponentProps<"input">, "enterKeyHint" | "autoComplete">;
  /** Drawn inside the `search` element, after the form. */
  children?: ReactNode;
}

/** A list's search, applied when sent (the button or Enter), not as the reader types. */
export function SearchForm({
  label,
  placeholder,
  applied,
  onSearch,
  maxLength = 200,
  buttonLabel = "shown",
  className = "flex min-w-0",
  action,
  inputProps,
  children,
}: SearchFormProps) {
  const [text, setText] = useState(applied);
  // Back, Forward, a link or Clear can change the applied search: keep the field in step. Done
  // while rendering, not in an effect after it: an effect would also run once the page is taken
  // over, and wipe out words typed before then.
  const [shownApplied, setShownApplied] = useState(applied);
  if (applied !== shownApplied) {
    setShownApplied(applied);
    setText(applied);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <search className={className}>
      <form
        action={action}
        method={action ? "get" : undefined}
        onSubmit={handleSubmit}
        className="flex min-w-0 flex-1 gap-2"
      >
        <SearchInput
          label={label}
          className="flex-1"
          name="q"
          maxLength={maxLength}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          {...inputProps}
        />
        <Button type="submit" className="h-11">
          <Search aria-hidden="true" className="h-4 w-4" />
          {buttonLabel === "shown" ? "Search" : <span className="max-sm:sr-only">Search</span>}
        </Button>
      </form>
      {children}
    </search>
  );
}

/** `value`, once it has stopped changing for `delayMs` (a search typed into a field, say). */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
