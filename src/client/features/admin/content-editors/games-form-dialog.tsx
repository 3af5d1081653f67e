import { Save } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  createGameSchema,
  type Game,
  type GameChanges,
  type NewGame,
  updateGameSchema,
} from "../../../../shared/games";
import { Alert } from "../../../components/ui/alert";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import { DialogActions, FormDialogFrame } from "../../../components/ui/form-dialog-frame";
import { FieldError } from "../../../components/ui/form-field";
import { toast } from "../../../lib/toast";
import { errorText } from "../admin-format";
import { changedFields, payloadResolver } from "./content-form-resolver";
import { useCreateGame, useUpdateGame } from "./games-editor-api";
import { GameFormFields } from "./games-form-fields";
import { GameFormTrigger } from "./games-form-trigger";
import {
  createGamePayloadOf,
  EMPTY_GAME_VALUES,
  type GameFormOutput,
  type GameFormValues,
  gameFieldsPayloadOf,
  gameFormValuesOf,
} from "./games-form-values";

const createResolver = payloadResolver<GameFormValues, typeof createGameSchema>(
  createGameSchema,
  createGamePayloadOf,
);

/** An edit is checked and sent as the fields that changed (PATCH keeps the rest). */
function updateResolverFor(initial: GameFormValues) {
  const before = gameFieldsPayloadOf(initial);
  return payloadResolver<GameFormValues, typeof updateGameSchema>(updateGameSchema, (values) =>
    changedFields(gameFieldsPayloadOf(values), before),
  );
}

interface GameFormProps {
  game: Game | null;
  isPending: boolean;
  failure: unknown;
  onCreate: (input: NewGame) => void;
  onUpdate: (changes: GameChanges) => void;
}

/** The form inside the dialog: drawn anew at each opening, with the game's values of then. */
function GameForm({ game, isPending, failure, onCreate, onUpdate }: GameFormProps) {
  const [initial] = useState(() => (game ? gameFormValuesOf(game) : EMPTY_GAME_VALUES));
  const [resolver] = useState(() => (game ? updateResolverFor(initial) : createResolver));
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<GameFormValues, unknown, GameFormOutput>({
    resolver,
    defaultValues: initial,
  });

  const onSubmit = handleSubmit((input) => {
    if (isPending) return;
    if (game) onUpdate(input as GameChanges);
    else onCreate(input as NewGame);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <GameFormFields
        register={register}
        control={control}
        errors={errors}
        isNew={!game}
        slug={game?.slug ?? ""}
      />
      <FieldError message={errors.root?.message} />
      {failure ? (
        <Alert
          variant="destructive"
          title={game ? "The game was not saved" : "The game was not created"}
        >
          {errorText(failure, "Please try again.")}
        </Alert>
      ) : null}
      <DialogActions isPending={isPending} icon={Save}>
        {game ? "Save changes" : "Create game"}
      </DialogActions>
    </form>
  );
}

/**
 * Creates a game, or edits `game`: every field the API lets an admin write, checked with the
 * shared schema; what was typed stays when the server refuses, with its reason under the form.
 */
export function GameFormDialog({ game }: { game: Game | null } & DeferredPartProps) {
  const [isOpen, setIsOpen] = useState(true);
  const create = useCreateGame();
  const update = useUpdateGame();
  const write = game ? update : create;

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) write.reset();
  }

  function handleCreate(input: NewGame) {
    create.mutate(input, {
      onSuccess: (created) => {
        toast({ title: "Game created", description: `“${created.title}” is in the catalogue.` });
        handleOpenChange(false);
      },
    });
  }

  function handleUpdate(changes: GameChanges) {
    if (!game) return;
    update.mutate(
      { slug: game.slug, changes },
      {
        onSuccess: (saved) => {
          toast({ title: "Game saved", description: `“${saved.title}” has been updated.` });
          handleOpenChange(false);
        },
      },
    );
  }

  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<GameFormTrigger game={game} />}
      title={game ? `Edit “${game.title}”` : "New game"}
      description={
        game
          ? "Change any field; only what you change is saved."
          : "Add a game to the catalogue; featured games show on /games, every game has a hub."
      }
      className="max-w-3xl"
    >
      <GameForm
        game={game}
        isPending={write.isPending}
        failure={write.isError ? write.error : null}
        onCreate={handleCreate}
        onUpdate={handleUpdate}
      />
    </FormDialogFrame>
  );
}
