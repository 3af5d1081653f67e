import { Pencil, Plus } from "lucide-react";
import type { ComponentProps } from "react";
import type { Game } from "../../../../shared/games";
import { Button } from "../../../components/ui/button";

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
