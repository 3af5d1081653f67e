import { ArrowLeft, Pencil, Plus, Trash2 } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { Link } from "../../../lib/router";

/*
 * What every content editor (games, guides, retro games, streams, social posts) is built of: the
 * way back to the list of editors, the New, Edit and Delete buttons, and the Delete dialog's state.
 */

/** The link back to /admin/content's list of editors. */
export function BackToEditorsLink({ className = "mb-4 gap-1.5" }: { className?: string }) {
  return (
    <Link
      to="/admin/content#editors"
      className={cn(
        "inline-flex items-center font-semibold text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary",
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to the content editors
    </Link>
  );
}

type TriggerProps = Omit<ComponentProps<typeof Button>, "children">;

/** The screen's New button ("New stream"). */
export function NewItemButton({ label, ...props }: TriggerProps & { label: string }) {
  return (
    <Button {...props}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {label}
    </Button>
  );
}

/** A row's Edit button; `name` tells screen readers which row. */
export function EditRowButton({ name, ...props }: TriggerProps & { name: string }) {
  return (
    <Button size="sm" variant="outline" {...props}>
      <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
      Edit<span className="sr-only"> {name}</span>
    </Button>
  );
}

/** A row's Delete button; `name` tells screen readers which row. */
export function DeleteRowButton({ name, className, ...props }: TriggerProps & { name: string }) {
  return (
    <Button
      size="sm"
      variant="outline"
      className={cn("hover:border-destructive hover:text-destructive", className)}
      {...props}
    >
      <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
      Delete<span className="sr-only"> {name}</span>
    </Button>
  );
}

/**
 * The open state of a row's Delete dialog: closing it also forgets a failed attempt, so the
 * dialog opens clean next time.
 */
export function useDeleteDialog(mutation: { reset: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  function onOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) mutation.reset();
  }
  return { isOpen, onOpenChange };
}
