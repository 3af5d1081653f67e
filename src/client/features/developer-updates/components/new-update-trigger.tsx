import { FilePlus } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";

/** The 'New Update' button (the light one and the dialog's own trigger look the same). */
export function NewUpdateTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button size="lg" {...props}>
      <FilePlus aria-hidden="true" className="h-5 w-5" />
      New Update
    </Button>
  );
}
