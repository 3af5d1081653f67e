import type { Game } from "../../../../shared/games";
import { Switch } from "../../../components/ui/switch";
import { toast } from "../../../lib/toast";
import { errorText } from "../admin-format";
import { useUpdateGame } from "./games-editor-api";

/** A row's featured switch: one PATCH of isFeatured, with a toast either way. */
export function GameFeaturedSwitch({ game }: { game: Game }) {
  const update = useUpdateGame();
  // While the write is on its way the switch shows what was asked for.
  const isFeatured = update.isPending ? !game.isFeatured : game.isFeatured;

  function handleChange(checked: boolean) {
    update.mutate(
      { slug: game.slug, changes: { isFeatured: checked } },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.isFeatured ? "Game featured" : "Game no longer featured",
            description: saved.isFeatured
              ? `“${saved.title}” shows on /games.`
              : `“${saved.title}” no longer shows on /games; its hub stays.`,
          }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "The game was not changed",
            description: errorText(error, "Please try again."),
          }),
      },
    );
  }

  return (
    <Switch
      checked={isFeatured}
      disabled={update.isPending}
      onCheckedChange={handleChange}
      aria-label={`Featured: ${game.title}`}
    />
  );
}
