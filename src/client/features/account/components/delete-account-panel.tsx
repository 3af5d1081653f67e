import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, MailWarning } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { DeleteAccountInput } from "../../../../shared/auth";
import type { User } from "../../../app/session/user";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { queryKeys } from "../../../lib/query-keys";
import { useNavigate } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { Captcha } from "../../captcha/captcha";
import { showCaptchaRequired } from "../../captcha/captcha-required";
import { isStatus, serverMessageOr } from "../account-errors";
import {
  useDeleteAccount,
  useSendDeletionCode,
  useVerifyDeletionCode,
} from "../hooks/use-account-deletion";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { DeletionCodeForm } from "./deletion-code-form";

function showError(description: string) {
  toast({ title: "Error", description, variant: "destructive" });
}

/**
 * Account deletion: captcha, 'Request Account Deletion' mails a code, the code is
 * verified, then a dialog asks for username and password; success signs out and goes home.
 */
export function DeleteAccountPanel({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isCaptchaDone, setIsCaptchaDone] = useState(false);
  const [isCodeFormOpen, setIsCodeFormOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(user.email);
  // The code the server accepted: confirming again after closing the dialog needs no new check.
  const [verifiedCode, setVerifiedCode] = useState<string | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const sendCode = useSendDeletionCode();
  const verifyCode = useVerifyDeletionCode();
  const deleteAccount = useDeleteAccount();

  // The user is cleared once this page has left the screen: cleared any earlier, the login
  // guard around this page would send the visitor to /auth instead of home.
  const isDeletedRef = useRef(false);
  useEffect(
    () => () => {
      if (!isDeletedRef.current) return;
      queryClient.setQueryData(queryKeys.user, null);
      // Nothing cached for the deleted account may show to the next visitor of this tab.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
    },
    [queryClient],
  );

  const handleRequest = () => {
    if (!isCaptchaDone) {
      showCaptchaRequired();
      return;
    }
    sendCode.mutate(undefined, {
      onSuccess: (reply) => {
        const email = reply?.email ?? user.email ?? "your e-mail address";
        setSentTo(email);
        setVerifiedCode(null);
        setIsCodeFormOpen(true);
        toast({
          title: "Verification Code Sent",
          description: `A verification code has been sent to ${email}. Please check your inbox.`,
        });
      },
      onError: (error) => {
        showError(serverMessageOr(error, "Failed to send verification code. Please try again."));
        // The solved captcha has run out (it lasts 10 minutes): show it again.
        if (isStatus(error, 403)) setIsCaptchaDone(false);
      },
    });
  };

  const handleVerify = (code: string) => {
    if (code === verifiedCode) {
      setIsDialogOpen(true);
      return;
    }
    verifyCode.mutate(
      { code },
      {
        onSuccess: () => {
          setVerifiedCode(code);
          setIsDialogOpen(true);
        },
        onError: (error) =>
          showError(serverMessageOr(error, "Invalid verification code. Please try again.")),
      },
    );
  };

  const handleDelete = (input: DeleteAccountInput) =>
    deleteAccount.mutate(input, {
      onSuccess: () => {
        isDeletedRef.current = true;
        setIsDialogOpen(false);
        toast({
          title: "Account Deleted",
          description: "Your account has been successfully deleted.",
        });
        void navigate("/", { replace: true });
      },
      onError: (error) =>
        showError(serverMessageOr(error, "Failed to delete account. Please try again.")),
    });

  return (
    <div className="grid gap-5">
      <div className="flex max-w-prose gap-3 rounded-xl border border-red-500/30 bg-red-500/10 p-4 text-sm">
        <MailWarning aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-400" />
        <p className="text-foreground/90">
          Deleting your account removes your profile, level, achievements and sessions for good. We
          first e-mail you a code to make sure it is really you.
        </p>
      </div>

      {isCaptchaDone ? (
        <p className="flex items-center gap-2 font-medium text-emerald-300 text-sm">
          <CircleCheck aria-hidden="true" className="h-4 w-4" />
          Security check complete
        </p>
      ) : (
        <Captcha onVerified={() => setIsCaptchaDone(true)} />
      )}

      {isCodeFormOpen ? (
        <DeletionCodeForm
          email={sentTo}
          isVerifying={verifyCode.isPending}
          onVerify={handleVerify}
          onCancel={() => {
            setIsCodeFormOpen(false);
            setVerifiedCode(null);
          }}
        />
      ) : (
        <div>
          <Button variant="destructive" onClick={handleRequest} disabled={sendCode.isPending}>
            {sendCode.isPending ? (
              <Spinner className="h-4 w-4 text-current" label="Sending code" />
            ) : null}
            Request Account Deletion
          </Button>
        </div>
      )}

      <DeleteAccountDialog
        open={isDialogOpen}
        onOpenChange={(open) => {
          if (!open) deleteAccount.reset();
          setIsDialogOpen(open);
        }}
        username={user.username}
        isDeleting={deleteAccount.isPending}
        errorMessage={
          deleteAccount.isError
            ? serverMessageOr(deleteAccount.error, "Failed to delete account. Please try again.")
            : null
        }
        onConfirm={handleDelete}
      />
    </div>
  );
}
