import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useForm } from "react-hook-form";
import { type DeleteAccountInput, deleteAccountSchema } from "../../../../shared/auth";
import { DialogActions } from "../../../components/ui/form-dialog-frame";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { PasswordInput } from "../../../components/ui/password-input";
import { toast } from "../../../lib/toast";

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account's username: the one typed must match it exactly. */
  username: string;
  isDeleting: boolean;
  /** Why the last attempt failed, repeated inside the dialog (the page behind it is inert). */
  errorMessage: string | null;
  onConfirm: (input: DeleteAccountInput) => void;
}

/** Last step of account deletion: type the username and password. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  username,
  isDeleting,
  errorMessage,
  onConfirm,
}: DeleteAccountDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { username: "", password: "" },
  });

  const handleConfirm = handleSubmit((input) => {
    if (input.username !== username) {
      const description = "The username you entered doesn't match your account username.";
      toast({ title: "Username Mismatch", description, variant: "destructive" });
      // Screen readers do not reach the toast while the modal hides the page: say it here too.
      setError("username", { message: description });
      return;
    }
    onConfirm(input);
  });

  const handleOpenChange = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="data-[state=open]:animate-fade-in fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="data-[state=open]:animate-pop-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-red-500/40 bg-popover p-6 shadow-2xl">
          <div className="mb-5 flex items-start gap-3 pr-8">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-red-500/15 text-red-400">
              <TriangleAlert aria-hidden="true" className="h-5 w-5" />
            </span>
            <div>
              <Dialog.Title className="font-bold font-display text-2xl uppercase leading-tight tracking-wide">
                Confirm Account Deletion
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-muted-foreground text-sm">
                This cannot be undone. Type your username{" "}
                <strong className="text-foreground">{username}</strong> and your password to delete
                your account for good.
              </Dialog.Description>
            </div>
          </div>
          <form onSubmit={handleConfirm} noValidate className="grid gap-4">
            <FormField label="Username" error={errors.username?.message}>
              <Input
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                {...register("username")}
              />
            </FormField>
            <FormField label="Password" error={errors.password?.message}>
              <PasswordInput autoComplete="current-password" {...register("password")} />
            </FormField>
            {errorMessage ? (
              <p role="alert" className="font-medium text-error text-sm">
                {errorMessage}
              </p>
            ) : null}
            <DialogActions isPending={isDeleting} variant="destructive" pendingLabel="Deleting">
              Delete My Account
            </DialogActions>
          </form>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
