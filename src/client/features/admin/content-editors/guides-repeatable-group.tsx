import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";

/**
 * One group of a guide's repeatable fields (a section, a mod link): a fieldset named by its
 * legend ("Section 2"), its fields, and buttons to move it up or down and to remove it.
 */
export function RepeatableGroup({
  legend,
  index,
  count,
  onMove,
  onRemove,
  children,
}: {
  legend: string;
  index: number;
  count: number;
  /** Absent when the order does not matter. */
  onMove?: (from: number, to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-border bg-background/30 p-3 sm:p-4">
      <legend className="px-1 font-display font-semibold text-sm uppercase tracking-wide">
        {legend}
      </legend>
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        {onMove ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              <ArrowUp aria-hidden="true" className="h-3.5 w-3.5" />
              Move up<span className="sr-only"> {legend}</span>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <ArrowDown aria-hidden="true" className="h-3.5 w-3.5" />
              Move down<span className="sr-only"> {legend}</span>
            </Button>
          </>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
          Remove<span className="sr-only"> {legend}</span>
        </Button>
      </div>
    </fieldset>
  );
}
