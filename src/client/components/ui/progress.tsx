import { Progress as RadixProgress } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

interface ProgressProps extends Omit<ComponentProps<typeof RadixProgress.Root>, "value" | "max"> {
  /** 0 to 100; values outside are clamped. */
  value: number;
  indicatorClassName?: string;
}

/** A progress bar (Radix Progress: role progressbar with aria-valuenow). Give it an aria-label. */
export function Progress({ value, className, indicatorClassName, ...props }: ProgressProps) {
  const percent = Number.isFinite(value) ? Math.max(0, Math.min(100, value)) : 0;
  return (
    <RadixProgress.Root
      value={percent}
      max={100}
      className={cn("relative h-2.5 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <RadixProgress.Indicator
        className={cn(
          "h-full w-full rounded-full bg-primary shadow-[0_0_12px_var(--primary)] transition-transform duration-500 ease-out",
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </RadixProgress.Root>
  );
}
