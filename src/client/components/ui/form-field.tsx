import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { Label } from "./label";
import { Slot } from "./slot";

interface FormFieldProps {
  label: ReactNode;
  /** The control: one element (Input, PasswordInput, textarea...). It receives id, aria-invalid and aria-describedby. */
  children: ReactNode;
  /** Validation or server message; shown under the control in the destructive colour. */
  error?: string;
  /** A hint under the control, read by screen readers with it. */
  description?: ReactNode;
  /** Something at the right end of the label row (a "Forgot password?" link, say). */
  labelAside?: ReactNode;
  /** Give an id when the control needs a known one; otherwise one is generated. */
  id?: string;
  className?: string;
}

/**
 * Label + control + message. Usage:
 * `<FormField label="Email" error={errors.email?.message}><Input {...register("email")} /></FormField>`
 */
export function FormField({
  label,
  children,
  error,
  description,
  labelAside,
  id,
  className,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ") ||
    undefined;

  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={controlId}>{label}</Label>
        {labelAside}
      </div>
      <Slot id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {description ? (
        <p id={descriptionId} className="text-muted-foreground text-xs">
          {description}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The red message under a control; renders nothing without a message. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="font-medium text-error text-sm">
      {message}
    </p>
  );
}
