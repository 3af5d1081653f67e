import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert";
import { DialogActions, FormDialogFrame } from "../../../components/ui/form-dialog-frame";
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
        <DialogActions
          isPending={isPending}
          onAction={onConfirm}
          variant="destructive"
          icon={Trash2}
          pendingLabel="Deleting"
          className=""
        >
          {confirmLabel}
        </DialogActions>
      </div>
    </FormDialogFrame>
  );
}
