import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { RetroGame } from "../../../../shared/retro-games";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { useDeleteRetroGame } from "./retro-games-queries";

/** A row's "Delete": asks first, naming the game, then removes it with its bundle. */
export function DeleteRetroGameDialog({ game }: { game: RetroGame }) {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteRetroGame(game.id);

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) remove.reset();
  }

  function handleConfirm() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Retro game deleted", description: `${game.title} left the arcade.` });
        handleOpenChange(false);
      },
    });
  }

  return (
    <ConfirmDeleteDialog
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
      confirmLabel="Delete game"
      isPending={remove.isPending}
      error={remove.isError ? remove.error : null}
      errorTitle="The game was not deleted"
      onConfirm={handleConfirm}
    />
  );
}
