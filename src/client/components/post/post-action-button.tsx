import type { ComponentProps, ComponentType, SVGProps } from "react";
import { cn } from "../../lib/cn";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * A post's small text button (Quote, Edit, Delete, Flag, Moderate): the light trigger a page
 * draws first and the real trigger of the dialog or menu loaded later look the same.
 */
export function PostActionButton({
  icon: IconComponent,
  children,
  className,
  ...props
}: { icon: Icon } & ComponentProps<"button">) {
  return (
    <button
      type="button"
      className={cn(
        "inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 font-medium text-muted-foreground text-sm transition",
        "hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:pointer-events-none disabled:opacity-50",
        "data-[state=open]:bg-muted data-[state=open]:text-foreground",
        className,
      )}
      {...props}
    >
      <IconComponent aria-hidden="true" className="h-4 w-4" />
      {children}
    </button>
  );
}
