import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import type { AdminUserActions } from "../hooks/use-admin-user";
import { DeleteUserTrigger } from "./delete-user-trigger";

const loadDeleteDialog = loadOnce(() =>
  import("./delete-user-dialog").then((module) => module.DeleteUserDialog),
);

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
