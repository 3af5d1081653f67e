import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import { SubmitFeedbackTrigger } from "./submit-feedback-trigger";

const loadSubmitFeedbackDialog = loadOnce(() =>
  import("./submit-feedback-dialog").then((module) => module.SubmitFeedbackDialog),
);

/**
 * For signed-in members: the dialog (the form, its validation, zod and Radix Dialog) is not part
 * of the page's first view; it loads when the button is first pointed at, focused or pressed.
 */
export function SubmitFeedbackButton() {
  const dialog = useDeferredPart(loadSubmitFeedbackDialog);
  if (dialog.Loaded) return <dialog.Loaded openedWith={dialog.openedWith} />;
  return <SubmitFeedbackTrigger {...dialogTriggerProps(dialog)} />;
}
