import { Dialog } from "radix-ui";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import { Spinner } from "./spinner";

interface DialogActionsProps {
  /** The action's words ("Save changes", "Delete"). */
  children: ReactNode;
  /** The action is under way: its button waits, with a spinner saying `pendingLabel`. */
  isPending: boolean;
  /** What the spinner says to screen readers: "Saving" unless given. */
  pendingLabel?: string;
  /** The action button's icon, replaced by the spinner while pending. */
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** Without it the button submits the dialog's form; with it, a plain button calling it. */
  onAction?: () => void;
  /** Disabled for another reason than the pending action (a field not filled in yet). */
  isDisabled?: boolean;
  variant?: "primary" | "destructive";
  /**
   * "form": a form dialog's Cancel (ghost) and action, 0.75rem apart; "confirm": a short
   * question's Cancel (outline) and action, 0.5rem apart.
   */
  look?: "form" | "confirm";
  /** Cancel waits too while the action runs (an upload that closing would cut). */
  isCancelDisabled?: boolean;
  /** Spacing above the row: mt-2 in a form dialog, none in a confirmation, unless given. */
  className?: string;
}

/**
 * The last row of a dialog: Cancel, which closes it, and the dialog's action, which waits with a
 * spinner while it runs. On phones the action stands above Cancel, full width.
 */
export function DialogActions({
  children,
  isPending,
  pendingLabel = "Saving",
  icon: Icon,
  onAction,
  isDisabled = false,
  variant = "primary",
  look = "form",
  isCancelDisabled = false,
  className = look === "form" ? "mt-2" : undefined,
}: DialogActionsProps) {
  return (
    <div
      className={cn(
        "flex flex-col-reverse sm:flex-row sm:justify-end",
        look === "form" ? "gap-3" : "gap-2",
        className,
      )}
    >
      <Dialog.Close asChild>
        <Button variant={look === "form" ? "ghost" : "outline"} disabled={isCancelDisabled}>
          Cancel
        </Button>
      </Dialog.Close>
      <Button
        type={onAction ? "button" : "submit"}
        variant={variant}
        disabled={isPending || isDisabled}
        onClick={onAction}
      >
        {isPending ? (
          <Spinner className="h-4 w-4 text-current" label={pendingLabel} />
        ) : Icon ? (
          <Icon aria-hidden="true" className="h-4 w-4" />
        ) : null}
        {children}
      </Button>
    </div>
  );
}
