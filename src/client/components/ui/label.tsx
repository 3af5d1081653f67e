import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A form label: clicking it focuses or toggles the control its `htmlFor` names. */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller names the control with htmlFor.
    <label
      className={cn(
        "select-none font-medium text-foreground text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
