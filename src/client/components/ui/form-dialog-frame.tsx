import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

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
