import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import { Spinner } from "./spinner";

/**
 * The frame of the site's form dialogs (new discussion, feedback, developer updates, streamer
 * application): a modal on Radix Dialog with its trigger, a dimmed backdrop, the title and
 * description screen readers announce, the form, and a close button in the corner. The dialog
 * scrolls inside itself on a short screen.
 */
export function FormDialogFrame({
  isOpen,
  onOpenChange,
  trigger,
  title,
  description,
  className = "max-w-2xl",
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** The dialog's width class: max-w-2xl unless given. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="data-[state=open]:animate-fade-in fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          className={cn(
            "data-[state=open]:animate-pop-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-popover p-5 shadow-2xl sm:p-6",
            className,
          )}
        >
          <div className="mb-5 pr-8">
            <Dialog.Title className="font-bold font-display text-2xl uppercase leading-tight tracking-wide">
              {title}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-muted-foreground text-sm">
              {description}
            </Dialog.Description>
          </div>
          {children}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-primary"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// Kept in this module, not one of its own: a module this small that every dialog imports would
// join the chunk every page loads, and bring Radix's dialog into each first view.
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
