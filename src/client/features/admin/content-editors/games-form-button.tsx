import { Pencil, Plus } from "lucide-react";
import type { ComponentProps } from "react";
import type { Game } from "../../../../shared/games";
import { Button } from "../../../components/ui/button";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";

const loadGameFormDialog = loadOnce(() =>
  import("./games-form-dialog").then((module) => module.GameFormDialog),
);

/** 'New game' or a row's 'Edit' (the light button and the dialog's trigger look the same). */
export function GameFormTrigger({
  game,
  ...props
}: ComponentProps<typeof Button> & { game: Game | null }) {
  if (!game) {
    return (
      <Button {...props}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        New game
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" {...props}>
      <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
      Edit<span className="sr-only"> “{game.title}”</span>
    </Button>
  );
}

/**
 * Opens the game form: empty for a new game, filled for `game`. The form (react-hook-form and
 * the shared schema's checks) loads when the button is first used.
 */
export function GameFormButton({ game }: { game: Game | null }) {
  const dialog = useDeferredPart(loadGameFormDialog);
  if (dialog.Loaded) return <dialog.Loaded game={game} openedWith={dialog.openedWith} />;
  return <GameFormTrigger game={game} {...dialogTriggerProps(dialog)} />;
}
