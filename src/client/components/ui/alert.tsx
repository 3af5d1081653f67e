import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

const VARIANTS = {
  destructive: {
    Icon: CircleAlert,
    className: "border-destructive/50 bg-destructive/15 text-red-200",
  },
  success: {
    Icon: CircleCheck,
    className: "border-emerald-500/40 bg-emerald-500/10 text-emerald-200",
  },
  info: { Icon: Info, className: "border-primary/40 bg-primary/10 text-foreground" },
} as const;

interface AlertProps {
  variant?: keyof typeof VARIANTS;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * An inline message box (a form's server error, a success notice). Destructive alerts use
 * role="alert" so screen readers announce them; others use role="status".
 */
export function Alert({ variant = "info", title, children, className }: AlertProps) {
  const { Icon, className: variantClassName } = VARIANTS[variant];
  return (
    <div
      role={variant === "destructive" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-lg border px-3.5 py-3 text-sm leading-relaxed",
        variantClassName,
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
