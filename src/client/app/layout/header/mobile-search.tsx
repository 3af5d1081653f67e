import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import { Tooltip } from "../../../components/ui/tooltip";

const loadSearchDialog = loadOnce(() =>
  import("./search-dialog").then((module) => module.SearchDialog),
);

/** The small-screen search button; its overlay (search-dialog.tsx) loads when first used. */
export function MobileSearch({ className }: { className?: string }) {
  const dialog = useDeferredPart(loadSearchDialog);
  if (dialog.Loaded) return <dialog.Loaded className={className} openedWith={dialog.openedWith} />;
  return (
    <Tooltip content="Search">
      <SearchButton className={className} {...dialogTriggerProps(dialog)} />
    </Tooltip>
  );
}

/** The magnifier button (the light one and Radix's trigger alike). */
export function SearchButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Open search" {...props}>
      <Search className="h-5 w-5" aria-hidden="true" />
    </Button>
  );
}
