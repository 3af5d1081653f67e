import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import { toast } from "../../../lib/toast";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import type { DeleteItemProps } from "./games-guides-delete-button";
import { DeleteItemTrigger } from "./games-guides-delete-trigger";

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "Delete “Name”?" with Cancel and Delete; the server's reason shows when it refuses. */
export function DeleteItemDialog({
  kind,
  itemName,
  consequence,
  onDelete,
}: DeleteItemProps & DeferredPartProps) {
  const [isOpen, setIsOpen] = useState(true);
  const remove = useMutation({ mutationFn: onDelete });

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) remove.reset();
  }

  function handleConfirm() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: `${capitalised(kind)} deleted`,
          description: `“${itemName}” has been deleted.`,
        });
        handleOpenChange(false);
      },
    });
  }

  return (
    <ConfirmDeleteDialog
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<DeleteItemTrigger itemName={itemName} />}
      title={`Delete “${itemName}”?`}
      description={`${consequence} This cannot be undone.`}
      confirmLabel={`Delete ${kind}`}
      isPending={remove.isPending}
      error={remove.isError ? remove.error : null}
      errorTitle={`The ${kind} was not deleted`}
      onConfirm={handleConfirm}
    />
  );
}
