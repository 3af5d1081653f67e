import { Search } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { ForumCategory } from "../../../../shared/forum";
import { FORUM_SORTS, type ForumSort } from "../../../../shared/forum-limits";
import { Button } from "../../../components/ui/button";
import { Input, inputClassName } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { type ForumFilters, SORT_LABELS } from "../forum-params";

interface DiscussionsToolbarProps {
  filters: ForumFilters;
  categories: readonly ForumCategory[];
  onChange: (patch: Partial<ForumFilters>) => void;
}

/** Search (submitted with the button or Enter), the category filter and the sort order. */
export function DiscussionsToolbar({ filters, categories, onChange }: DiscussionsToolbarProps) {
  const [text, setText] = useState(filters.q);
  const searchId = useId();
  const categoryId = useId();
  const sortId = useId();

  // A category card or the address can change the applied search: keep the field in step.
  useEffect(() => setText(filters.q), [filters.q]);

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ q: text.trim() });
  }

  return (
    <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_auto_auto] lg:items-end">
      <search className="flex min-w-0">
        <form onSubmit={handleSearch} className="flex min-w-0 flex-1 gap-2">
          <label htmlFor={searchId} className="sr-only">
            Search discussions
          </label>
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              name="q"
              maxLength={200}
              placeholder="Search discussions..."
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="pl-9"
            />
          </div>
          <Button type="submit" className="h-11">
            <Search aria-hidden="true" className="h-4 w-4" />
            <span className="max-sm:sr-only">Search</span>
          </Button>
        </form>
      </search>
      <div className="grid grid-cols-2 gap-3 lg:contents">
        <div className="grid gap-1">
          <label htmlFor={categoryId} className="font-medium text-muted-foreground text-xs">
            Category
          </label>
          <select
            id={categoryId}
            value={String(filters.categoryId)}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ categoryId: value === "all" ? "all" : Number(value) });
            }}
            className={cn(inputClassName, "cursor-pointer lg:w-52")}
          >
            <option value="all">All Categories</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={sortId} className="font-medium text-muted-foreground text-xs">
            Sort by
          </label>
          <select
            id={sortId}
            value={filters.sortBy}
            onChange={(event) => onChange({ sortBy: event.target.value as ForumSort })}
            className={cn(inputClassName, "cursor-pointer lg:w-40")}
          >
            {FORUM_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
