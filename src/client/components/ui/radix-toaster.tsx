import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { cn } from "../../lib/cn";
import {
  dismissToast,
  lastUsedControl,
  TOAST_DURATION_MS,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_HOTKEY,
  type ToastPlacement,
  toastPlacementAwayFrom,
  useToast,
} from "../../lib/toast";

/**
 * Radix Toast: the toast of `toast()` (one at a time) in Radix's viewport, with its timer, swipe
 * and F8 hotkey. Loaded by the Toaster when the first toast is queued.
 *
 * The viewport is portalled to <body>, beside the dialogs' portals: inside the page's layout
 * (its own stacking context) no z-index could lift it over a dialog's backdrop, and a toast
 * about the dialog ("Missing Information") sat dimmed under it. Each new toast is placed at the
 * top or the bottom, whichever keeps it off the control just used.
 */
export function RadixToaster() {
  const { toasts } = useToast();
  const [placement, setPlacement] = useState<ToastPlacement>("bottom");
  const newestId = toasts.find((item) => item.open)?.id;

  // Before paint, so the toast never shows over the control for a frame.
  useLayoutEffect(() => {
    if (newestId === undefined) return;
    const control = lastUsedControl()?.getBoundingClientRect() ?? null;
    setPlacement(toastPlacementAwayFrom(control, window.innerHeight));
  }, [newestId]);

  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-variant={item.variant}
          className={cn(
            "toast-root group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-2xl backdrop-blur-xl",
            item.variant === "destructive"
              ? "border-red-500/50 bg-red-950/90 text-red-50"
              : "border-border bg-popover/95 text-foreground",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "absolute inset-y-0 left-0 w-1",
              item.variant === "destructive" ? "bg-red-500" : "bg-primary",
            )}
          />
          <div className="grid gap-1">
            <Toast.Title className="font-bold font-display text-lg leading-tight tracking-wide">
              {item.title}
            </Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-85">
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 transition hover:bg-white/10 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {createPortal(
        <Toast.Viewport
          data-toast-viewport=""
          data-placement={placement}
          hotkey={TOAST_VIEWPORT_HOTKEY}
          className={cn(
            "fixed right-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none sm:p-6",
            placement === "top" ? "top-0" : "bottom-0",
          )}
        />,
        document.body,
      )}
    </Toast.Provider>
  );
}
