import { MessageSquarePlus } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";

/** The 'Submit Feedback' button (the light one and the dialog's own trigger look the same). */
export function SubmitFeedbackTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button size="lg" {...props}>
      <MessageSquarePlus aria-hidden="true" className="h-5 w-5" />
      Submit Feedback
    </Button>
  );
}
