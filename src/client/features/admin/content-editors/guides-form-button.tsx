import type { GuideSummary } from "../../../../shared/guides";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import { GuideFormTrigger } from "./guides-form-trigger";

const loadGuideFormDialog = loadOnce(() =>
  import("./guides-form-dialog").then((module) => module.GuideFormDialog),
);

/**
 * Opens the guide form: empty for a new guide, filled with the whole of `guide` (read when
 * opened). The form and its checks load when the button is first used.
 */
export function GuideFormButton({ guide }: { guide: GuideSummary | null }) {
  const dialog = useDeferredPart(loadGuideFormDialog);
  if (dialog.Loaded) return <dialog.Loaded guide={guide} openedWith={dialog.openedWith} />;
  return <GuideFormTrigger guide={guide} {...dialogTriggerProps(dialog)} />;
}
