import {
  DEVELOPER_UPDATE_FILTER_LABELS,
  DEVELOPER_UPDATE_FILTERS,
} from "../../../../shared/developer-updates-limits";
import { FilterSelect, SearchAsYouTypeField } from "../../../components/filter-toolbar-fields";
import type { DeveloperUpdateFilters } from "../developer-updates-params";

const TYPE_OPTIONS = DEVELOPER_UPDATE_FILTERS.map(
  (filter) => [filter, DEVELOPER_UPDATE_FILTER_LABELS[filter]] as const,
);

interface UpdatesToolbarProps {
  filters: DeveloperUpdateFilters;
  onChange: (patch: Partial<DeveloperUpdateFilters>) => void;
}

/** The search box (applied as the reader types, after a pause) and the type dropdown. */
export function DeveloperUpdatesToolbar({ filters, onChange }: UpdatesToolbarProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <SearchAsYouTypeField
        label="Search"
        placeholder="Search updates..."
        applied={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <FilterSelect
        label="Type"
        value={filters.type}
        options={TYPE_OPTIONS}
        onChange={(type) => onChange({ type })}
        className="sm:w-52"
      />
    </div>
  );
}
