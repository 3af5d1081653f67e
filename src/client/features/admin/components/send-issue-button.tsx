import { Send } from "lucide-react";
import type { ComponentProps } from "react";
import type { NewsletterIssueSendReply } from "../../../../shared/admin-newsletter";
import { Button } from "../../../components/ui/button";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";

const loadSendDialog = loadOnce(() =>
  import("./send-issue-dialog").then((module) => module.SendIssueDialog),
);

export function SendIssueTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button {...props}>
      <Send aria-hidden="true" className="h-4 w-4" />
      Send…
    </Button>
  );
}

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
