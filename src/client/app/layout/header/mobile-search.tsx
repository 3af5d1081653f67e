import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import { Tooltip } from "../../../components/ui/tooltip";
import { SearchButton } from "./search-button";

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
