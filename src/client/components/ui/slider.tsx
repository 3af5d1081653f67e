import { Slider as RadixSlider } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

type RootProps = ComponentProps<typeof RadixSlider.Root>;

export interface SliderProps
  extends Omit<
    RootProps,
    "value" | "defaultValue" | "onValueChange" | "onValueCommit" | "aria-label" | "aria-labelledby"
  > {
  value: number;
  onValueChange: (value: number) => void;
  /** Fires when a drag ends or a key press changes the value. */
  onValueCommit?: (value: number) => void;
  /** Name of the thumb (the element with role="slider"); give this or `aria-labelledby`. */
  "aria-label"?: string;
  "aria-labelledby"?: string;
  /** Read out instead of the bare number ("110%", say). */
  valueText?: string;
}

/**
 * A one-thumb slider (Radix Slider): arrows move one step, Page Up/Down ten, Home/End to the
 * ends. The label props go on the thumb, since that is the element screen readers focus.
 */
export function Slider({
  value,
  onValueChange,
  onValueCommit,
  valueText,
  className,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  ...props
}: SliderProps) {
  return (
    <RadixSlider.Root
      value={[value]}
      onValueChange={([next]) => {
        if (next !== undefined) onValueChange(next);
      }}
      onValueCommit={([next]) => {
        if (next !== undefined) onValueCommit?.(next);
      }}
      className={cn(
        "relative flex h-6 w-full touch-none select-none items-center data-disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <RadixSlider.Track className="relative h-2 grow overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset">
        <RadixSlider.Range className="absolute h-full rounded-full bg-primary" />
      </RadixSlider.Track>
      <RadixSlider.Thumb
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-valuetext={valueText}
        className="block h-5 w-5 cursor-grab rounded-full border-2 border-primary bg-background shadow-[0_0_12px_-2px_var(--primary)] outline-none transition-[box-shadow,transform] hover:scale-110 focus-visible:ring-4 focus-visible:ring-primary active:cursor-grabbing"
      />
    </RadixSlider.Root>
  );
}
