import { Check } from "lucide-react";
import { Checkbox as RadixCheckbox } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A themed checkbox (Radix). Controlled with `checked` + `onCheckedChange`; with react-hook-form
 * use a Controller: `onCheckedChange={(checked) => field.onChange(checked === true)}`.
 * Pair it with `<Label htmlFor>` placed after it.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof RadixCheckbox.Root>) {
  return (
    <RadixCheckbox.Root
      className={cn(
        "peer inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-md border border-input bg-background/60 text-primary-foreground outline-none transition focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary",
        className,
      )}
      {...props}
    >
      <RadixCheckbox.Indicator>
        <Check aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={3} />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
}
