import { Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import type { AdminUserActions } from "../hooks/use-admin-user";

const loadDeleteDialog = loadOnce(() =>
  import("./delete-user-dialog").then((module) => module.DeleteUserDialog),
);

export function DeleteUserTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="destructive" {...props}>
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      Delete account…
    </Button>
  );
}

/** The delete confirmation loads when its button is first used. */
export function DeleteUserButton({
  username,
  remove,
}: {
  username: string;
  remove: AdminUserActions["remove"];
}) {
  const dialog = useDeferredPart(loadDeleteDialog);
  if (dialog.Loaded) {
    return <dialog.Loaded username={username} remove={remove} openedWith={dialog.openedWith} />;
  }
  return <DeleteUserTrigger {...dialogTriggerProps(dialog)} />;
}
