import { Send } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../components/ui/button";

/** The 'Become a Streamer' button (the light one and the dialog's own trigger look the same). */
export function BecomeStreamerTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button size="lg" {...props}>
      <Send aria-hidden="true" className="h-5 w-5" />
      Become a Streamer
    </Button>
  );
}
