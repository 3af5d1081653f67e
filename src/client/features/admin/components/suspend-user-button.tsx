import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import type { AdminUserActions } from "../hooks/use-admin-user";
import { SuspendUserTrigger } from "./suspend-user-trigger";

const loadSuspendDialog = loadOnce(() =>
  import("./suspend-user-dialog").then((module) => module.SuspendUserDialog),
);

/** The suspend dialog (a form with its validation) loads when its button is first used. */
export function SuspendUserButton({
  username,
  suspend,
}: {
  username: string;
  suspend: AdminUserActions["suspend"];
}) {
  const dialog = useDeferredPart(loadSuspendDialog);
  if (dialog.Loaded) {
    return <dialog.Loaded username={username} suspend={suspend} openedWith={dialog.openedWith} />;
  }
  return <SuspendUserTrigger {...dialogTriggerProps(dialog)} />;
}
