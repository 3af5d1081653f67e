import { Search, X } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Button } from "../../../components/ui/button";

/**
 * A row of filter fields with Apply and Clear. The fields are uncontrolled: the page keys this
 * form by the address's filters, so Back and Clear redraw it with the address's values.
 */
export function FilterForm({
  label,
  onApply,
  onClear,
  canClear,
  submitLabel = "Apply filters",
  children,
}: {
  label: string;
  onApply: (data: FormData) => void;
  onClear: () => void;
  canClear: boolean;
  submitLabel?: string;
  children: ReactNode;
}) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(new FormData(event.currentTarget));
  }
  return (
    <search aria-label={label} className="mb-4 block">
      <form onSubmit={handleSubmit} className="flex flex-wrap items-end gap-3">
        {children}
        <div className="flex gap-2">
          <Button type="submit">
            <Search aria-hidden="true" className="h-4 w-4" />
            {submitLabel}
          </Button>
          {canClear ? (
            <Button type="button" variant="ghost" onClick={onClear}>
              <X aria-hidden="true" className="h-4 w-4" />
              Clear
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
