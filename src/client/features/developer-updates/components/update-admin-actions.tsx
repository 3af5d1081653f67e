import { PencilLine, Trash } from "lucide-react";
import type { ComponentProps } from "react";
import type { DeveloperUpdate } from "../../../../shared/developer-updates";
import { Button } from "../../../components/ui/button";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";

const loadEditDialog = loadOnce(() =>
  import("./edit-update-dialog").then((module) => module.EditUpdateDialog),
);
const loadDeleteDialog = loadOnce(() =>
  import("./delete-update-dialog").then((module) => module.DeleteUpdateDialog),
);

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

function EditUpdateButton({ update }: { update: DeveloperUpdate }) {
  const dialog = useDeferredPart(loadEditDialog);
  if (dialog.Loaded) return <dialog.Loaded update={update} openedWith={dialog.openedWith} />;
  return <EditUpdateTrigger {...dialogTriggerProps(dialog)} />;
}

function DeleteUpdateButton({ update }: { update: DeveloperUpdate }) {
  const dialog = useDeferredPart(loadDeleteDialog);
  if (dialog.Loaded) return <dialog.Loaded update={update} openedWith={dialog.openedWith} />;
  return <DeleteUpdateTrigger {...dialogTriggerProps(dialog)} />;
}

/**
 * Admins' Edit and Delete. Each dialog (with the form, zod and Radix Dialog) is its own chunk,
 * loaded when its button is first pointed at, focused or pressed.
 */
export function UpdateAdminActions({ update }: { update: DeveloperUpdate }) {
  return (
    <div className="flex flex-wrap gap-2" data-testid="update-admin-actions">
      <EditUpdateButton update={update} />
      <DeleteUpdateButton update={update} />
    </div>
  );
}
