import { FilePlus } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";

const loadCreateUpdateDialog = loadOnce(() =>
  import("./create-update-dialog").then((module) => module.CreateUpdateDialog),
);

/** The 'New Update' button (the light one and the dialog's own trigger look the same). */
export function NewUpdateTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button size="lg" {...props}>
      <FilePlus aria-hidden="true" className="h-5 w-5" />
      New Update
    </Button>
  );
}

/**
 * For admins: the dialog (the form, zod, the Markdown editor and Radix Dialog) is not part of
 * the page's first view; it loads when the button is first pointed at, focused or pressed.
 */
export function NewUpdateButton() {
  const dialog = useDeferredPart(loadCreateUpdateDialog);
  if (dialog.Loaded) return <dialog.Loaded openedWith={dialog.openedWith} />;
  return <NewUpdateTrigger {...dialogTriggerProps(dialog)} />;
}
