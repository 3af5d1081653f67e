import { DropdownMenu } from "radix-ui";
import { type ComponentProps, useRef } from "react";
import { cn } from "../../lib/cn";
import type { OpenedWith } from "./deferred-part";

/**
 * Styled pieces of Radix DropdownMenu shared by the header menus (theme, user) and the share
 * menu. This module is loaded with a menu on its first use (see deferred-part.ts), never with
 * the first view.
 */

/**
 * A deferred menu opens already mounted, so Radix did not see the key that opened it: on that
 * first opening from the keyboard, focus its first item as Radix does for a keyboard opening.
 * Returns a ref for the menu's content.
 */
export function useFirstOpenFocus(openedWith: OpenedWith) {
  const firstOpening = useRef<OpenedWith | null>(openedWith);
  return (content: HTMLDivElement | null) => {
    if (!content || firstOpening.current === null) return;
    const how = firstOpening.current;
    firstOpening.current = null;
    if (how !== "keyboard") return;
    // After Radix has moved focus into the content on mount.
    requestAnimationFrame(() => {
      content.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
    });
  };
}

export function DropdownMenuContent({
  className,
  sideOffset = 10,
  align = "end",
  ...props
}: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={12}
        className={cn(
          "animate-pop-in z-50 min-w-56 overflow-hidden rounded-xl border border-border bg-popover/95 p-1.5 text-foreground shadow-2xl shadow-black/50 backdrop-blur-xl",
          className,
        )}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export const MENU_ITEM_CLASS =
  "flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none transition-colors data-[disabled]:pointer-events-none data-[highlighted]:bg-primary/15 data-[highlighted]:text-foreground data-[disabled]:opacity-50";

export function DropdownMenuItem({
  className,
  ...props
}: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={cn(MENU_ITEM_CLASS, className)} {...props} />;
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownMenu.Label>) {
  return (
    <DropdownMenu.Label
      className={cn(
        "px-2.5 pt-1.5 pb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wider",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenu.Separator>) {
  return <DropdownMenu.Separator className={cn("my-1.5 h-px bg-border", className)} {...props} />;
}
