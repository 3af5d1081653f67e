import { Plus } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";

/** The 'New Discussion' button (the light one and the dialog's own trigger look the same). */
export function NewDiscussionTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button {...props}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      New Discussion
    </Button>
  );
}
