import { BellRing, Clapperboard, Gamepad, Route, ScrollText } from "lucide-react";
import {
  DEVELOPER_UPDATE_TYPE_COLORS,
  type DeveloperUpdateType,
} from "../../../../shared/developer-updates-limits";
import { cn } from "../../../lib/cn";

/** One update's type as its badge names it (the dropdown's labels are plurals). */
export const UPDATE_TYPE_LABELS: Record<DeveloperUpdateType, string> = {
  roadmap: "Roadmap",
  "behind-scenes": "Behind the Scenes",
  announcement: "Announcement",
  "patch-notes": "Patch Notes",
};

/**
 * Icons no other page uses, so the pages that do keep their chunks as they are (a shared icon
 * would be split into a file of its own, one more download for them).
 */
export const UPDATE_TYPE_ICONS: Record<DeveloperUpdateType, typeof Route> = {
  roadmap: Route,
  "behind-scenes": Clapperboard,
  announcement: BellRing,
  "patch-notes": ScrollText,
};

/**
 * A tinted fill, a stronger border and a light shade of the colour for the text, as the
 * feedback and forum badges draw theirs: every theme (and the dim "dark mode off" palette) is
 * dark, and the 300 shades read at 4.5:1 or more on these 15% tints.
 */
const TYPE_BADGE_COLORS = {
  blue: "border-sky-400/50 bg-sky-500/15 text-sky-300",
  purple: "border-purple-400/50 bg-purple-500/15 text-purple-300",
  green: "border-emerald-400/50 bg-emerald-500/15 text-emerald-300",
  orange: "border-orange-400/50 bg-orange-500/15 text-orange-300",
} as const;

const BADGE_CLASS =
  "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-semibold text-xs leading-5";

/** The type's icon and name in its colour: roadmap blue, behind the scenes purple, announcement green, patch notes orange. */
export function UpdateTypeBadge({ type }: { type: DeveloperUpdateType }) {
  const color = DEVELOPER_UPDATE_TYPE_COLORS[type];
  const Icon = UPDATE_TYPE_ICONS[type];
  return (
    <span
      data-testid="update-type"
      data-color={color}
      className={cn(BADGE_CLASS, TYPE_BADGE_COLORS[color])}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {UPDATE_TYPE_LABELS[type]}
    </span>
  );
}

/** The game an update is about. */
export function UpdateGameBadge({ title }: { title: string }) {
  return (
    <span
      data-testid="update-game"
      className={cn(BADGE_CLASS, "border-border bg-muted/60 text-foreground/90")}
    >
      <Gamepad aria-hidden="true" className="h-3.5 w-3.5 text-muted-foreground" />
      {title}
    </span>
  );
}
