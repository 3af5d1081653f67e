import { Send } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";

export function SendIssueTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button {...props}>
      <Send aria-hidden="true" className="h-4 w-4" />
      Send…
    </Button>
  );
}
