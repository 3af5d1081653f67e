import {
  FEEDBACK_STATUS_FILTER_LABELS,
  FEEDBACK_TYPE_FILTER_LABELS,
} from "../../../../shared/feedback-limits";
import { FilterSelect, SearchAsYouTypeField } from "../../../components/filter-toolbar-fields";
import type { FeedbackFilters, FeedbackStatusFilter, FeedbackTypeFilter } from "../feedback-params";

const TYPE_OPTIONS = Object.entries(FEEDBACK_TYPE_FILTER_LABELS) as [FeedbackTypeFilter, string][];
const STATUS_OPTIONS = Object.entries(FEEDBACK_STATUS_FILTER_LABELS) as [
  FeedbackStatusFilter,
  string,
][];

interface FeedbackToolbarProps {
  filters: FeedbackFilters;
  onChange: (patch: Partial<FeedbackFilters>) => void;
}

/** The search box (applied as the reader types, after a pause), the type and the status filters. */
export function FeedbackToolbar({ filters, onChange }: FeedbackToolbarProps) {
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto_auto] md:items-end">
      <SearchAsYouTypeField
        label="Search feedback"
        placeholder="Search feedback..."
        applied={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <div className="grid grid-cols-2 gap-3 md:contents">
        <FilterSelect
          label="Type"
          value={filters.type}
          options={TYPE_OPTIONS}
          onChange={(type) => onChange({ type })}
          className="md:w-48"
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => onChange({ status })}
          className="md:w-44"
        />
      </div>
    </div>
  );
}
