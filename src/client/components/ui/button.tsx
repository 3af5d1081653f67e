import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Slot } from "./slot";

const VARIANTS = {
  primary:
    "bg-primary text-primary-foreground shadow-[0_0_24px_-6px_var(--primary)] hover:brightness-110",
  secondary: "bg-secondary text-secondary-foreground hover:brightness-110",
  outline:
    "border border-border bg-background/40 text-foreground hover:border-primary hover:text-primary",
  ghost: "text-foreground hover:bg-muted",
  destructive: "bg-destructive text-white hover:brightness-110",
} as const;

const SIZES = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

/** React 19 passes `ref` as a prop, so Radix triggers (asChild) can reach the <button>. */
export interface ButtonProps extends ComponentProps<"button"> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Renders the child element (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      type={asChild ? undefined : (type ?? "button")}
      className={cn(
        "inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition duration-150 disabled:pointer-events-none disabled:opacity-50",
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
