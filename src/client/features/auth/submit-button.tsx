import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";

interface SubmitButtonProps extends Omit<ButtonProps, "children"> {
  isPending: boolean;
  Icon?: LucideIcon;
  children: ReactNode;
}

/** A form's main button: while the request runs it shows a spinner and is disabled. */
export function SubmitButton({
  isPending,
  Icon,
  children,
  className,
  disabled,
  type = "submit",
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type={type}
      size="lg"
      disabled={isPending || disabled}
      aria-busy={isPending || undefined}
      className={cn("w-full font-display uppercase tracking-wider", className)}
      {...props}
    >
      {isPending ? (
        // aria-hidden keeps the spinner's label out of the button's accessible name.
        <span aria-hidden="true" className="inline-flex">
          <Spinner className="h-5 w-5 text-current" />
        </span>
      ) : Icon ? (
        <Icon aria-hidden="true" className="h-5 w-5" />
      ) : null}
      {children}
    </Button>
  );
}
