import { Flag, Trash2 } from "lucide-react";
import { dialogTriggerProps, loadOnce, useDeferredPart } from "../ui/deferred-part";
import { PostActionButton } from "./post-action-button";

const loadFlagDialog = loadOnce(() => import("./post-dialogs").then((module) => module.FlagDialog));
const loadDeleteDialog = loadOnce(() =>
  import("./post-dialogs").then((module) => module.DeleteDialog),
);

/** Flag: the dialog (reason, send) loads when first opened. */
export function FlagButton({
  subject,
  onFlag,
}: {
  subject: string;
  onFlag: (reason: string) => Promise<void>;
}) {
  const dialog = useDeferredPart(loadFlagDialog);
  if (dialog.Loaded) {
    return <dialog.Loaded subject={subject} onFlag={onFlag} openedWith={dialog.openedWith} />;
  }
  return (
    <PostActionButton icon={Flag} aria-label={`Flag ${subject}`} {...dialogTriggerProps(dialog)}>
      <span className="hidden sm:inline">Flag</span>
    </PostActionButton>
  );
}

/** Delete: asks first, in a dialog that loads when first opened. */
export function DeleteButton({
  what,
  subject,
  onDelete,
}: {
  what: "reply" | "discussion";
  subject: string;
  onDelete: () => Promise<void>;
}) {
  const dialog = useDeferredPart(loadDeleteDialog);
  if (dialog.Loaded) {
    return (
      <dialog.Loaded
        what={what}
        subject={subject}
        onDelete={onDelete}
        openedWith={dialog.openedWith}
      />
    );
  }
  return (
    <PostActionButton
      icon={Trash2}
      aria-label={`Delete ${subject}`}
      {...dialogTriggerProps(dialog)}
    >
      <span className="hidden sm:inline">Delete</span>
    </PostActionButton>
  );
}
