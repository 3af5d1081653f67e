import { Ban } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";

/** 'Suspend…' (the light button and the dialog's own trigger look the same). */
export function SuspendUserTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" {...props}>
      <Ban aria-hidden="true" className="h-4 w-4" />
      Suspend…
    </Button>
  );
}
