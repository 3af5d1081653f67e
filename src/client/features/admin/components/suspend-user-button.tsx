import { Ban } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import type { AdminUserActions } from "../hooks/use-admin-user";

const loadSuspendDialog = loadOnce(() =>
  import("./suspend-user-dialog").then((module) => module.SuspendUserDialog),
);

/** 'Suspend…' (the light button and the dialog's own trigger look the same). */
export function SuspendUserTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" {...props}>
      <Ban aria-hidden="true" className="h-4 w-4" />
      Suspend…
    </Button>
  );
}

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
