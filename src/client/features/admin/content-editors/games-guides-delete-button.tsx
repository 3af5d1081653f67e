import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import { DeleteItemTrigger } from "./games-guides-delete-trigger";

const loadDeleteDialog = loadOnce(() =>
  import("./games-guides-delete-dialog").then((module) => module.DeleteItemDialog),
);

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
