import { type AchievementRarity, RARITY_COLOR } from "../../../shared/gamification";

/** Tailwind classes for the rarity colours (gray, green, blue, purple, yellow). */
const COLOR_CLASSES: Record<
  (typeof RARITY_COLOR)[AchievementRarity],
  { badge: string; icon: string }
> = {
  gray: {
    badge: "border-zinc-400/40 bg-zinc-400/10 text-zinc-300",
    icon: "border-zinc-400/40 bg-zinc-400/10 text-zinc-300",
  },
  green: {
    badge: "border-emerald-400/40 bg-emerald-400/10 text-emerald-300",
    icon: "border-emerald-400/40 bg-emerald-400/10 text-emerald-300",
  },
  blue: {
    badge: "border-sky-400/40 bg-sky-400/10 text-sky-300",
    icon: "border-sky-400/40 bg-sky-400/10 text-sky-300",
  },
  purple: {
    badge: "border-purple-400/40 bg-purple-400/10 text-purple-300",
    icon: "border-purple-400/40 bg-purple-400/10 text-purple-300",
  },
  yellow: {
    badge: "border-yellow-400/50 bg-yellow-400/10 text-yellow-300",
    icon: "border-yellow-400/50 bg-yellow-400/15 text-yellow-300",
  },
};

export function rarityClasses(rarity: AchievementRarity): { badge: string; icon: string } {
  return COLOR_CLASSES[RARITY_COLOR[rarity]];
}

export function rarityLabel(rarity: AchievementRarity): string {
  return rarity.charAt(0).toUpperCase() + rarity.slice(1);
}
