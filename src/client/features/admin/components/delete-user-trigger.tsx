import { Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";

export function DeleteUserTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="destructive" {...props}>
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      Delete account…
    </Button>
  );
}
