import type { NewsletterIssueSendReply } from "../../../../shared/admin-newsletter";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import { SendIssueTrigger } from "./send-issue-trigger";

const loadSendDialog = loadOnce(() =>
  import("./send-issue-dialog").then((module) => module.SendIssueDialog),
);

export interface SendIssueProps {
  issueId: number;
  subject: string;
  recipientCount: number;
  onSent: (reply: NewsletterIssueSendReply) => void;
}

/** The confirmation before sending loads when its button is first used. */
export function SendIssueButton(props: SendIssueProps) {
  const dialog = useDeferredPart(loadSendDialog);
  if (dialog.Loaded) return <dialog.Loaded {...props} openedWith={dialog.openedWith} />;
  return <SendIssueTrigger {...dialogTriggerProps(dialog)} />;
}
