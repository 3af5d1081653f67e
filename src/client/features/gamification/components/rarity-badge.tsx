import type { AchievementRarity } from "../../../../shared/gamification";
import { cn } from "../../../lib/cn";
import { rarityClasses, rarityLabel } from "../rarity-style";

export function RarityBadge({
  rarity,
  className,
}: {
  rarity: AchievementRarity;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2 py-0.5 font-semibold text-[0.7rem] uppercase tracking-wider",
        rarityClasses(rarity).badge,
        className,
      )}
    >
      {rarityLabel(rarity)}
    </span>
  );
}
