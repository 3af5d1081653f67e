import type { ForumCategory } from "../../../../shared/forum";
import { FORUM_SORTS } from "../../../../shared/forum-limits";
import { FilterSelect } from "../../../components/filter-toolbar-fields";
import { SearchForm } from "../../../components/search-field";
import { type ForumFilters, SORT_LABELS } from "../forum-params";

const SORT_OPTIONS = FORUM_SORTS.map((sort) => [sort, SORT_LABELS[sort]] as const);

interface DiscussionsToolbarProps {
  filters: ForumFilters;
  categories: readonly ForumCategory[];
  onChange: (patch: Partial<ForumFilters>) => void;
}

/** Search (submitted with the button or Enter), the category filter and the sort order. */
export function DiscussionsToolbar({ filters, categories, onChange }: DiscussionsToolbarProps) {
  return (
    <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_auto_auto] lg:items-end">
      <SearchForm
        label="Search discussions"
        placeholder="Search discussions..."
        applied={filters.q}
        onSearch={(q) => onChange({ q })}
        buttonLabel="hidden-on-phones"
      />
      <div className="grid grid-cols-2 gap-3 lg:contents">
        <FilterSelect
          label="Category"
          value={String(filters.categoryId)}
          options={[
            ["all", "All Categories"],
            ...categories.map((category) => [String(category.id), category.name] as const),
          ]}
          onChange={(value) => onChange({ categoryId: value === "all" ? "all" : Number(value) })}
          className="lg:w-52"
        />
        <FilterSelect
          label="Sort by"
          value={filters.sortBy}
          options={SORT_OPTIONS}
          onChange={(sortBy) => onChange({ sortBy })}
          className="lg:w-40"
        />
      </div>
    </div>
  );
}
