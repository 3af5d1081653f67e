import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";

/** The magnifier button (the light one and Radix's trigger alike). */
export function SearchButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Open search" {...props}>
      <Search className="h-5 w-5" aria-hidden="true" />
    </Button>
  );
}
