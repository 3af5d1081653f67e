import { MessageSquarePlus } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";

const loadSubmitFeedbackDialog = loadOnce(() =>
  import("./submit-feedback-dialog").then((module) => module.SubmitFeedbackDialog),
);

/** The 'Submit Feedback' button (the light one and the dialog's own trigger look the same). */
export function SubmitFeedbackTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button size="lg" {...props}>
      <MessageSquarePlus aria-hidden="true" className="h-5 w-5" />
      Submit Feedback
    </Button>
  );
}

/**
 * For signed-in members: the dialog (the form, its validation, zod and Radix Dialog) is not part
 * of the page's first view; it loads when the button is first pointed at, focused or pressed.
 */
export function SubmitFeedbackButton() {
  const dialog = useDeferredPart(loadSubmitFeedbackDialog);
  if (dialog.Loaded) return <dialog.Loaded openedWith={dialog.openedWith} />;
  return <SubmitFeedbackTrigger {...dialogTriggerProps(dialog)} />;
}
