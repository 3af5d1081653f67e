import { Palette } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";

/** The palette button (the light one and Radix's trigger alike). */
export function ThemeButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Change theme" {...props}>
      <Palette className="h-5 w-5" aria-hidden="true" />
    </Button>
  );
}
