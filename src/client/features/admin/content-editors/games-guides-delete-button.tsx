import { Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";

const loadDeleteDialog = loadOnce(() =>
  import("./games-guides-delete-dialog").then((module) => module.DeleteItemDialog),
);

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

export interface DeleteItemProps {
  /** "game", "guide": the word of the title, the toast and the error. */
  kind: string;
  /** The item's own name, shown in the confirmation. */
  itemName: string;
  /** What else goes (or stays) with it, in one sentence. */
  consequence: string;
  onDelete: () => Promise<unknown>;
}

/**
 * Delete with a confirmation that names the item, for the games' and guides' editors. The
 * confirmation loads when the button is first used.
 */
export function DeleteItemButton(props: DeleteItemProps) {
  const dialog = useDeferredPart(loadDeleteDialog);
  if (dialog.Loaded) return <dialog.Loaded {...props} openedWith={dialog.openedWith} />;
  return <DeleteItemTrigger itemName={props.itemName} {...dialogTriggerProps(dialog)} />;
}
