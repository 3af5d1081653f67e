import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import { NewUpdateTrigger } from "./new-update-trigger";

const loadCreateUpdateDialog = loadOnce(() =>
  import("./create-update-dialog").then((module) => module.CreateUpdateDialog),
);

/**
 * For admins: the dialog (the form, zod, the Markdown editor and Radix Dialog) is not part of
 * the page's first view; it loads when the button is first pointed at, focused or pressed.
 */
export function NewUpdateButton() {
  const dialog = useDeferredPart(loadCreateUpdateDialog);
  if (dialog.Loaded) return <dialog.Loaded openedWith={dialog.openedWith} />;
  return <NewUpdateTrigger {...dialogTriggerProps(dialog)} />;
}
