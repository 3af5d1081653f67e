import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import { FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../lib/toast";
import { errorText } from "../admin-format";
import { type DeleteItemProps, DeleteItemTrigger } from "./games-guides-delete-button";

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

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
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
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<DeleteItemTrigger itemName={itemName} />}
      title={`Delete “${itemName}”?`}
      description={`${consequence} This cannot be undone.`}
      className="max-w-lg"
    >
      <form onSubmit={handleSubmit} noValidate className="grid gap-4">
        {remove.isError ? (
          <Alert variant="destructive" title={`The ${kind} was not deleted`}>
            {errorText(remove.error, "Please try again.")}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="ghost">Cancel</Button>
          </Dialog.Close>
          <Button type="submit" variant="destructive" disabled={remove.isPending}>
            {remove.isPending ? (
              <Spinner className="h-4 w-4 text-current" label="Deleting" />
            ) : (
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            )}
            Delete {kind}
          </Button>
        </div>
      </form>
    </FormDialogFrame>
  );
}
