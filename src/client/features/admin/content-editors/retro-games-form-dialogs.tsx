import { useState } from "react";
import {
  createRetroGameSchema,
  type RetroGame,
  updateRetroGameSchema,
} from "../../../../shared/retro-games";
import { FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { toast } from "../../../lib/toast";
import { EditRowButton, NewItemButton } from "./editor-frame";
import { RetroGameForm } from "./retro-games-form";
import {
  changesPayloadOf,
  createPayloadOf,
  EMPTY_RETRO_GAME_VALUES,
  formValuesOf,
  retroGameResolver,
} from "./retro-games-form-values";
import { useCreateRetroGame, useUpdateRetroGame } from "./retro-games-queries";

const createResolver = retroGameResolver(createRetroGameSchema, createPayloadOf);

/** "New retro game": the form in a dialog; a game without an embed then waits for its bundle. */
export function CreateRetroGameDialog({ genres }: { genres: readonly string[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const create = useCreateRetroGame();

  async function handleValid(input: Parameters<typeof create.mutateAsync>[0]) {
    const game = await create.mutateAsync(input);
    toast({
      title: "Retro game added",
      description:
        game.embedUrl === null
          ? `${game.title} is in the arcade. Upload its bundle so it can be played.`
          : `${game.title} is in the arcade.`,
    });
    setIsOpen(false);
  }

  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      trigger={<NewItemButton label="New retro game" />}
      title="New retro game"
      description="It appears in the arcade at once. Upload its js-dos bundle afterwards, from the list, or give an external player's embed address."
    >
      <RetroGameForm
        defaultValues={EMPTY_RETRO_GAME_VALUES}
        resolver={createResolver}
        isNew
        genres={genres}
        submitLabel="Add game"
        onValid={handleValid}
      />
    </FormDialogFrame>
  );
}

/** A row's "Edit": every field of the game, only the changed ones sent. */
export function EditRetroGameDialog({
  game,
  genres,
}: {
  game: RetroGame;
  genres: readonly string[];
}) {
  const [isOpen, setIsOpen] = useState(false);
  const update = useUpdateRetroGame(game.id);
  const initial = formValuesOf(game);

  async function handleValid(changes: Parameters<typeof update.mutateAsync>[0]) {
    const saved = await update.mutateAsync(changes);
    toast({ title: "Retro game saved", description: `${saved.title} is up to date.` });
    setIsOpen(false);
  }

  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      trigger={<EditRowButton name={game.title} />}
      title={`Edit ${game.title}`}
      description="Only the fields you change are saved; the arcade shows them at once."
    >
      <RetroGameForm
        defaultValues={initial}
        resolver={retroGameResolver(updateRetroGameSchema, (values) =>
          changesPayloadOf(values, initial),
        )}
        isNew={false}
        genres={genres}
        submitLabel="Save changes"
        onValid={handleValid}
      />
    </FormDialogFrame>
  );
}
