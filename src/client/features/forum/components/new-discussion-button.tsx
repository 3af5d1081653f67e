import type { ForumCategory } from "../../../../shared/forum";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import { NewDiscussionTrigger } from "./new-discussion-trigger";

const loadNewDiscussionDialog = loadOnce(() =>
  import("./new-discussion-dialog").then((module) => module.NewDiscussionDialog),
);

/**
 * For signed-in members: the dialog (a form, its validation and Radix Dialog) is not part of the
 * page's first view; it loads when the button is first pointed at, focused or pressed.
 */
export function NewDiscussionButton({
  categories,
  defaultCategoryId,
}: {
  categories: readonly ForumCategory[];
  defaultCategoryId: number | "all";
}) {
  const dialog = useDeferredPart(loadNewDiscussionDialog);
  if (dialog.Loaded) {
    return (
      <dialog.Loaded
        categories={categories}
        defaultCategoryId={defaultCategoryId}
        openedWith={dialog.openedWith}
      />
    );
  }
  return <NewDiscussionTrigger {...dialogTriggerProps(dialog)} />;
}
