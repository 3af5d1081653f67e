import { Plus } from "lucide-react";
import type { ComponentProps } from "react";
import type { ForumCategory } from "../../../../shared/forum";
import { Button } from "../../../components/ui/button";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";

const loadNewDiscussionDialog = loadOnce(() =>
  import("./new-discussion-dialog").then((module) => module.NewDiscussionDialog),
);

/** The 'New Discussion' button (the light one and the dialog's own trigger look the same). */
export function NewDiscussionTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button {...props}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      New Discussion
    </Button>
  );
}

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
