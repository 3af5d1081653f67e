import { DropdownMenu } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** Styled pieces of Radix DropdownMenu shared by the header menus (theme, user). */
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
