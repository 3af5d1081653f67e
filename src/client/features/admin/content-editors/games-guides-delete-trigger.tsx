import { Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";

/** A row's 'Delete' (the light button and the dialog's own trigger look the same). */
export function DeleteItemTrigger({
  itemName,
  ...props
}: ComponentProps<typeof Button> & { itemName: string }) {
  return (
    <Button size="sm" variant="outline" className="hover:border-destructive" {...props}>
      <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
      Delete<span className="sr-only"> “{itemName}”</span>
    </Button>
  );
}
