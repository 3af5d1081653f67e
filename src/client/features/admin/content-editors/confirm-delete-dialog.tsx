import { Trash2 } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { Spinner } from "../../../components/ui/spinner";
import { errorText } from "../admin-format";

interface ConfirmDeleteDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row's Delete button; focus returns to it when the dialog closes. */
  trigger: ReactNode;
  /** Names the item: "Delete “Friday finals”?". */
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  /** The failed delete, shown in the dialog (which stays open). */
  error: unknown;
  /** The failure's heading: "The game was not deleted". */
  errorTitle?: string;
  onConfirm: () => void;
}

/**
 * The second step of a delete in every content editor: a dialog that names the item and what
 * deleting it does, with Cancel focused first; a refused delete shows the reason and the
 * dialog stays open.
 */
export function ConfirmDeleteDialog({
  isOpen,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  isPending,
  error,
  errorTitle = "Nothing was deleted",
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      className="max-w-lg"
    >
      <div className="grid gap-4">
        {error ? (
          <Alert variant="destructive" title={errorTitle}>
            {errorText(error, "Please try again.")}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="ghost">Cancel</Button>
          </Dialog.Close>
          <Button variant="destructive" disabled={isPending} onClick={onConfirm}>
            {isPending ? (
              <Spinner className="h-4 w-4 text-current" label="Deleting" />
            ) : (
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            )}
            {confirmLabel}
          </Button>
        </div>
      </div>
    </FormDialogFrame>
  );
}
