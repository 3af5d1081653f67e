import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** Shared look of text controls; `aria-invalid` (set by FormField) turns the border red. */
export const inputClassName =
  "flex h-11 w-full min-w-0 rounded-lg border border-input bg-background/60 px-3 py-2 text-base text-foreground shadow-inner outline-none transition placeholder:text-muted-foreground/70 focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive sm:text-sm";

/** A text input. Pass `{...register("name")}` from react-hook-form; `ref` is a plain prop in React 19. */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}
