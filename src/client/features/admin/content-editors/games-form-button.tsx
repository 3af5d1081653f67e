import type { Game } from "../../../../shared/games";
import {
  dialogTriggerProps,
  loadOnce,
  useDeferredPart,
} from "../../../components/ui/deferred-part";
import { GameFormTrigger } from "./games-form-trigger";

const loadGameFormDialog = loadOnce(() =>
  import("./games-form-dialog").then((module) => module.GameFormDialog),
);

/**
 * Opens the game form: empty for a new game, filled for `game`. The form (react-hook-form and
 * the shared schema's checks) loads when the button is first used.
 */
export function GameFormButton({ game }: { game: Game | null }) {
  const dialog = useDeferredPart(loadGameFormDialog);
  if (dialog.Loaded) return <dialog.Loaded game={game} openedWith={dialog.openedWith} />;
  return <GameFormTrigger game={game} {...dialogTriggerProps(dialog)} />;
}
