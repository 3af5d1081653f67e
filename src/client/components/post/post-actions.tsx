import { Flag, Trash2 } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import {
  type DeferredPartProps,
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../ui/deferred-part";
import { PostActionButton } from "./post-action-button";

const loadFlagDialog = loadOnce(() => import("./post-dialogs").then((module) => module.FlagDialog));
// The same report dialog with the feedback hub's words (feedback-report-texts).
const loadReportDialog = loadOnce(() =>
  Promise.all([import("./post-dialogs"), import("./feedback-report-texts")]).then(
    ([dialogs, { FEEDBACK_REPORT_TEXTS }]) =>
      function ReportDialog(props: Omit<Parameters<typeof dialogs.FlagDialog>[0], "texts">) {
        return <dialogs.FlagDialog {...props} texts={FEEDBACK_REPORT_TEXTS} />;
      },
  ),
);
const loadDeleteDialog = loadOnce(() =>
  import("./post-dialogs").then((module) => module.DeleteDialog),
);

/**
 * A post's action whose dialog loads when first opened: until then a light button with the same
 * look and name ("Flag this reply by alice").
 */
function DeferredActionButton<P extends DeferredPartProps>({
  load,
  icon,
  label,
  subject,
  dialogProps,
}: {
  load: () => Promise<ComponentType<P>>;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  subject: string;
  dialogProps: Omit<P, "openedWith">;
}) {
  const dialog = useDeferredPart(load);
  if (dialog.Loaded) {
    const props = { ...dialogProps, openedWith: dialog.openedWith } as P;
    return <dialog.Loaded {...props} />;
  }
  return (
    <PostActionButton
      icon={icon}
      aria-label={`${label} ${subject}`}
      {...dialogTriggerProps(dialog)}
    >
      <span className="hidden sm:inline">{label}</span>
    </PostActionButton>
  );
}

/** Flag a forum post: the dialog (reason, send) loads when first opened. */
export function FlagButton({
  subject,
  onFlag,
}: {
  subject: string;
  onFlag: (reason: string) => Promise<void>;
}) {
  return (
    <DeferredActionButton
      load={loadFlagDialog}
      icon={Flag}
      label="Flag"
      subject={subject}
      dialogProps={{ subject, onFlag }}
    />
  );
}

/** Report a feedback item or comment: the forum's dialog with the feedback hub's words. */
export function ReportButton({
  subject,
  onReport,
}: {
  subject: string;
  onReport: (reason: string) => Promise<void>;
}) {
  return (
    <DeferredActionButton
      load={loadReportDialog}
      icon={Flag}
      label="Report"
      subject={subject}
      dialogProps={{ subject, onFlag: onReport }}
    />
  );
}

/** Delete: asks first, in a dialog that loads when first opened. */
export function DeleteButton({
  what,
  subject,
  onDelete,
}: {
  what: "reply" | "discussion" | "comment";
  subject: string;
  onDelete: () => Promise<void>;
}) {
  return (
    <DeferredActionButton
      load={loadDeleteDialog}
      icon={Trash2}
      label="Delete"
      subject={subject}
      dialogProps={{ what, subject, onDelete }}
    />
  );
}
