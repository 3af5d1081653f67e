import { Flag, Trash2 } from "lucide-react";
import { dialogTriggerProps, loadOnce, useDeferredPart } from "../ui/deferred-part";
import { PostActionButton } from "./post-action-button";

// The forum's report and delete dialogs, with the feedback hub's words (feedback-report-texts).
const loadReportDialog = loadOnce(() =>
  Promise.all([import("./post-dialogs"), import("./feedback-report-texts")]).then(
    ([dialogs, { FEEDBACK_REPORT_TEXTS }]) =>
      function ReportDialog(props: {
        subject: string;
        onReport: (reason: string) => Promise<void>;
        openedWith: Parameters<typeof dialogs.FlagDialog>[0]["openedWith"];
      }) {
        return (
          <dialogs.FlagDialog
            subject={props.subject}
            onFlag={props.onReport}
            openedWith={props.openedWith}
            texts={FEEDBACK_REPORT_TEXTS}
          />
        );
      },
  ),
);
const loadDeleteDialog = loadOnce(() =>
  import("./post-dialogs").then(
    (dialogs) =>
      function DeleteCommentDialog(props: {
        subject: string;
        onDelete: () => Promise<void>;
        openedWith: Parameters<typeof dialogs.DeleteDialog>[0]["openedWith"];
      }) {
        return <dialogs.DeleteDialog what="comment" {...props} />;
      },
  ),
);

/** Report: the dialog (reason, send) loads when first opened. */
export function ReportButton({
  subject,
  onReport,
}: {
  subject: string;
  onReport: (reason: string) => Promise<void>;
}) {
  const dialog = useDeferredPart(loadReportDialog);
  if (dialog.Loaded) {
    return <dialog.Loaded subject={subject} onReport={onReport} openedWith={dialog.openedWith} />;
  }
  return (
    <PostActionButton icon={Flag} aria-label={`Report ${subject}`} {...dialogTriggerProps(dialog)}>
      <span className="hidden sm:inline">Report</span>
    </PostActionButton>
  );
}

/** Delete a comment: asks first, in a dialog that loads when first opened. */
export function DeleteCommentButton({
  subject,
  onDelete,
}: {
  subject: string;
  onDelete: () => Promise<void>;
}) {
  const dialog = useDeferredPart(loadDeleteDialog);
  if (dialog.Loaded) {
    return <dialog.Loaded subject={subject} onDelete={onDelete} openedWith={dialog.openedWith} />;
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
