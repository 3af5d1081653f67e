import { Send } from "lucide-react";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import { DialogActions, FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { errorText, plural } from "../admin-format";
import { useSendIssue } from "../hooks/use-admin-newsletter";
import type { SendIssueProps } from "./send-issue-button";
import { SendIssueTrigger } from "./send-issue-trigger";

/** 'Send this issue?': says how many confirmed subscribers it goes to, then queues the mails. */
export function SendIssueDialog({
  issueId,
  subject,
  recipientCount,
  onSent,
}: SendIssueProps & DeferredPartProps) {
  const [isOpen, setIsOpen] = useState(true);
  const send = useSendIssue();
  const recipients = plural(recipientCount, "confirmed subscriber");

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) send.reset();
  }

  function handleSend() {
    send.mutate(issueId, {
      onSuccess: (reply) => {
        handleOpenChange(false);
        onSent(reply);
      },
    });
  }

  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<SendIssueTrigger />}
      title="Send this issue?"
      description={`“${subject}” goes to ${recipients}, each with their own unsubscribe link. A sent issue cannot be changed or sent again.`}
      className="max-w-lg"
    >
      <div className="grid gap-4">
        {send.isError ? (
          <Alert variant="destructive" title="The issue was not sent">
            {errorText(send.error, "Please try again.")}
          </Alert>
        ) : null}
        <DialogActions
          isPending={send.isPending}
          isDisabled={recipientCount === 0}
          onAction={handleSend}
          icon={Send}
          pendingLabel="Sending"
          className=""
        >
          Send to {recipients}
        </DialogActions>
      </div>
    </FormDialogFrame>
  );
}
