import type { DeveloperUpdate } from "../../../../shared/developer-updates";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import { DeleteUpdateTrigger, EditUpdateTrigger } from "./update-admin-triggers";

const loadEditDialog = loadOnce(() =>
  import("./edit-update-dialog").then((module) => module.EditUpdateDialog),
);
const loadDeleteDialog = loadOnce(() =>
  import("./delete-update-dialog").then((module) => module.DeleteUpdateDialog),
);

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
