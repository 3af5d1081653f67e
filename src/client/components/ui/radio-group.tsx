import { RadioGroup as RadixRadioGroup } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A choice of one among a few options, drawn as a segmented control (Radix RadioGroup: Tab
 * enters the group, arrow keys move and select). Name the group with `aria-labelledby` or
 * `aria-label`; each `<RadioGroupItem value>` is named by its text.
 */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadixRadioGroup.Root>) {
  return (
    <RadixRadioGroup.Root
      className={cn(
        "grid auto-cols-fr grid-flow-col gap-1 rounded-xl border border-border bg-background/50 p-1",
        className,
      )}
      {...props}
    />
  );
}

export function RadioGroupItem({
  className,
  ...props
}: ComponentProps<typeof RadixRadioGroup.Item>) {
  return (
    <RadixRadioGroup.Item
      className={cn(
        "inline-flex min-h-9 min-w-0 items-center justify-center gap-2 rounded-lg px-2 font-semibold text-muted-foreground text-sm outline-none transition hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-primary disabled:pointer-events-none disabled:opacity-50 data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=checked]:shadow-[0_0_18px_-6px_var(--primary)]",
        className,
      )}
      {...props}
    />
  );
}
