import { Label as RadixLabel } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A form label (Radix Label: clicking it focuses or toggles its control). */
export function Label({ className, ...props }: ComponentProps<typeof RadixLabel.Root>) {
  return (
    <RadixLabel.Root
      className={cn(
        "select-none font-medium text-foreground text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
