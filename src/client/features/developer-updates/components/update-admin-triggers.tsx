import { PencilLine, Trash } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";

/** The 'Edit' button (the light one and the dialog's own trigger look the same). */
export function EditUpdateTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <PencilLine aria-hidden="true" className="h-4 w-4" />
      Edit
    </Button>
  );
}

/** The 'Delete' button. */
export function DeleteUpdateTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="hover:border-destructive hover:text-error"
      {...props}
    >
      <Trash aria-hidden="true" className="h-4 w-4" />
      Delete
    </Button>
  );
}
