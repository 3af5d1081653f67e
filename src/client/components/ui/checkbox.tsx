import { Check } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { cn } from "../../lib/cn";

export type CheckedState = boolean | "indeterminate";

export interface CheckboxProps
  extends Omit<ComponentProps<"button">, "value" | "onChange" | "defaultChecked"> {
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  required?: boolean;
}

/**
 * A themed checkbox: a button with the checkbox role (WAI-ARIA), so it can be drawn in the
 * site's colours; Space or a click toggles it, Enter does not (as for a native checkbox).
 * Controlled with `checked` + `onCheckedChange`; with react-hook-form use a Controller:
 * `onCheckedChange={(checked) => field.onChange(checked === true)}`. "indeterminate" is the
 * select-all box of a partly selected table. Pair it with `<Label htmlFor>` placed after it:
 * a label's click reaches a button as it does an input.
 * Written here rather than taken from Radix, whose checkbox brought 4 KB gzipped to the
 * sign-in page for the same button.
 */
export function Checkbox({
  checked,
  defaultChecked = false,
  onCheckedChange,
  required,
  className,
  onClick,
  onKeyDown,
  ...props
}: CheckboxProps) {
  const [ownChecked, setOwnChecked] = useState<CheckedState>(defaultChecked);
  const state = checked ?? ownChecked;
  const isOn = state === true || state === "indeterminate";
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native checkbox cannot be drawn in the theme; the ARIA checkbox pattern keeps its meaning.
    <button
      type="button"
      role="checkbox"
      aria-checked={state === "indeterminate" ? "mixed" : state}
      aria-required={required}
      data-state={state === "indeterminate" ? "indeterminate" : state ? "checked" : "unchecked"}
      className={cn(
        "peer inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-md border border-input bg-background/60 text-primary-foreground outline-none transition focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === "Enter") event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        const next = state === "indeterminate" ? true : !state;
        if (checked === undefined) setOwnChecked(next);
        onCheckedChange?.(next);
      }}
      {...props}
    >
      {isOn ? <Check aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={3} /> : null}
    </button>
  );
}
