import { Trash2 } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import type { RetroGame } from "../../../../shared/retro-games";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../lib/toast";
import { errorText } from "../admin-format";
import { useDeleteRetroGame } from "./retro-games-queries";

/** A row's "Delete": asks first, naming the game, then removes it with its bundle. */
export function DeleteRetroGameDialog({ game }: { game: RetroGame }) {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteRetroGame(game.id);

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) remove.reset();
  }

  function handleDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Retro game deleted", description: `${game.title} left the arcade.` });
        handleOpenChange(false);
      },
    });
  }

  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={
        <Button variant="ghost" size="sm" className="text-red-300 hover:text-red-200">
          <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
          Delete<span className="sr-only"> {game.title}</span>
        </Button>
      }
      title={`Delete ${game.title}?`}
      description={`${game.title} leaves the arcade${game.bundleUrl ? " with its uploaded bundle" : ""} and its play log is deleted (points already earned stay). This cannot be undone.`}
      className="max-w-lg"
    >
      <div className="grid gap-4">
        {remove.isError ? (
          <Alert variant="destructive" title="The game was not deleted">
            {errorText(remove.error, "Please try again.")}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="ghost">Cancel</Button>
          </Dialog.Close>
          <Button variant="destructive" onClick={handleDelete} disabled={remove.isPending}>
            {remove.isPending ? (
              <Spinner className="h-4 w-4 text-current" label="Deleting" />
            ) : (
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            )}
            Delete game
          </Button>
        </div>
      </div>
    </FormDialogFrame>
  );
}
