import { Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import { DialogActions, FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useNavigate } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { errorText } from "../admin-format";
import type { AdminUserActions } from "../hooks/use-admin-user";
import { DeleteUserTrigger } from "./delete-user-trigger";

interface DeleteUserDialogProps extends DeferredPartProps {
  username: string;
  remove: AdminUserActions["remove"];
}

/**
 * Deletes an account for good. The admin types the username first, so a slip of the mouse
 * cannot do it; the member's posts stay, shown as 'Deleted user'.
 */
export function DeleteUserDialog({ username, remove }: DeleteUserDialogProps) {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(true);
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === username;

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) {
      setTyped("");
      remove.reset();
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Account deleted", description: `${username}'s account has been deleted.` });
        handleOpenChange(false);
        void navigate("/admin/users");
      },
    });
  }

  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<DeleteUserTrigger />}
      title={`Delete ${username}`}
      description="The account, its sessions and its private data are deleted. Posts, replies and comments stay, shown as 'Deleted user'. This cannot be undone."
      className="max-w-lg"
    >
      <form onSubmit={handleSubmit} noValidate className="grid gap-4">
        {remove.isError ? (
          <Alert variant="destructive" title="The account was not deleted">
            {errorText(remove.error, "Please try again.")}
          </Alert>
        ) : null}
        <FormField label={`Type ${username} to confirm`}>
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </FormField>
        <DialogActions
          isPending={remove.isPending}
          isDisabled={!matches}
          variant="destructive"
          icon={Trash2}
          pendingLabel="Deleting"
        >
          Delete account
        </DialogActions>
      </form>
    </FormDialogFrame>
  );
}
