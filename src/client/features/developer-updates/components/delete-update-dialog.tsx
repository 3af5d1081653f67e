import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import type { DeveloperUpdate } from "../../../../shared/developer-updates";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import { DialogActions } from "../../../components/ui/form-dialog-frame";
import { ApiError, apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useNavigate } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { DeleteUpdateTrigger } from "./update-admin-triggers";

export interface DeleteUpdateDialogProps extends DeferredPartProps {
  update: DeveloperUpdate;
}

/** Asks before an update is deleted; then every list is refreshed and the reader goes to the list. */
export function DeleteUpdateDialog({ update }: DeleteUpdateDialogProps) {
  const [isOpen, setIsOpen] = useState(true);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/developer-updates/${update.id}`),
  });

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) remove.reset();
  }

  function handleDelete() {
    if (remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Update Deleted", description: `“${update.title}” was removed.` });
        void queryClient.invalidateQueries({ queryKey: queryKeys.developerUpdates.lists });
        void queryClient.invalidateQueries({ queryKey: queryKeys.roadmap });
        // Marked stale without reading it now (this page would redraw as not found while it
        // closes); a later visit, back to it, reads it again and shows that it is gone.
        void queryClient.invalidateQueries({
          queryKey: queryKeys.developerUpdates.one(update.slug),
          refetchType: "none",
        });
        setIsOpen(false);
        void navigate("/developer-updates");
      },
    });
  }

  const serverError = remove.isError
    ? ((remove.error instanceof ApiError ? remove.error.serverMessage : undefined) ??
      "Failed to delete the update")
    : null;

  return (
    <Dialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      <Dialog.Trigger asChild>
        <DeleteUpdateTrigger />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="data-[state=open]:animate-fade-in fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="data-[state=open]:animate-pop-in fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-popover p-6 shadow-2xl">
          <div className="pr-8">
            <Dialog.Title className="font-bold font-display text-xl uppercase tracking-tight">
              Delete update?
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-muted-foreground text-sm">
              “{update.title}” is removed for everyone, with its page and its place on the roadmap.
              This cannot be undone.
            </Dialog.Description>
          </div>
          {serverError ? (
            <p role="alert" className="font-medium text-error text-sm">
              {serverError}
            </p>
          ) : null}
          <DialogActions
            isPending={remove.isPending}
            onAction={handleDelete}
            variant="destructive"
            icon={Trash}
            pendingLabel="Deleting"
            look="confirm"
          >
            Delete
          </DialogActions>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-primary"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
