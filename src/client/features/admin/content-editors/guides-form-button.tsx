import { Pencil, Plus } from "lucide-react";
import type { ComponentProps } from "react";
import type { GuideSummary } from "../../../../shared/guides";
import { Button } from "../../../components/ui/button";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";

const loadGuideFormDialog = loadOnce(() =>
  import("./guides-form-dialog").then((module) => module.GuideFormDialog),
);

/** 'New guide' or a row's 'Edit' (the light button and the dialog's trigger look the same). */
export function GuideFormTrigger({
  guide,
  ...props
}: ComponentProps<typeof Button> & { guide: GuideSummary | null }) {
  if (!guide) {
    return (
      <Button {...props}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        New guide
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" {...props}>
      <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
      Edit<span className="sr-only"> “{guide.title}”</span>
    </Button>
  );
}

/**
 * Opens the guide form: empty for a new guide, filled with the whole of `guide` (read when
 * opened). The form and its checks load when the button is first used.
 */
export function GuideFormButton({ guide }: { guide: GuideSummary | null }) {
  const dialog = useDeferredPart(loadGuideFormDialog);
  if (dialog.Loaded) return <dialog.Loaded guide={guide} openedWith={dialog.openedWith} />;
  return <GuideFormTrigger guide={guide} {...dialogTriggerProps(dialog)} />;
}
