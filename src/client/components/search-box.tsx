import { Search } from "lucide-react";
import { type FormEvent, type Ref, useId, useState } from "react";
import { cn } from "../lib/cn";
import { useLocation, useNavigate, useSearchParams } from "../lib/router";
import { Button } from "./ui/button";

interface SearchBoxProps {
  placeholder?: string;
  /** Shows a Search button after the field. */
  showButton?: boolean;
  /** Called after navigating, e.g. to close the overlay the box sits in. */
  onSearch?: (query: string) => void;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
}

const SEARCH_FIELD = "q";

export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** The query of the search page on screen, or "" on any other page. */
function useSearchPageQuery(): string {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return pathname === "/search" ? (searchParams.get("q") ?? "").trim() : "";
}

/** Reusable search field: Enter or the button opens /search?q=... */
export function SearchBox({
  placeholder = "Search games, news, guides...",
  showButton = false,
  onSearch,
  className,
  inputRef,
  label = "Search the site",
}: SearchBoxProps) {
  const shownQuery = useSearchPageQuery();
  const [query, setQuery] = useState(shownQuery);
  const navigate = useNavigate();
  const inputId = useId();
  // On /search the box shows what is searched (Back, Forward, a new search on the page alike).
  // Done while rendering: an effect would also run once the page is taken over, and wipe out
  // words typed before then.
  const [followedQuery, setFollowedQuery] = useState(shownQuery);
  if (shownQuery !== followedQuery) {
    setFollowedQuery(shownQuery);
    setQuery(shownQuery);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field's own value: text typed before the app took the page over is in the field but
    // not in `query` (start-app.js sends such a submission again once the app is ready).
    const typed = new FormData(event.currentTarget).get(SEARCH_FIELD);
    const trimmed = (typeof typed === "string" ? typed : query).trim();
    if (!trimmed) return;
    navigate(searchPath(trimmed));
    onSearch?.(trimmed);
  }

  return (
    <search className={cn("flex", className)}>
      <form onSubmit={handleSubmit} className="flex w-full items-center gap-2">
        <div className="relative min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            {label}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={inputId}
            ref={inputRef}
            name={SEARCH_FIELD}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={placeholder}
            enterKeyHint="search"
            autoComplete="off"
            className="h-10 w-full rounded-lg border border-border bg-black/30 pr-3 pl-9 text-foreground text-sm transition placeholder:text-muted-foreground/80 hover:border-white/20 focus:border-primary focus:bg-black/50 [&::-webkit-search-cancel-button]:hidden"
          />
        </div>
        {showButton ? (
          <Button type="submit" size="md">
            Search
          </Button>
        ) : null}
      </form>
    </search>
  );
}
