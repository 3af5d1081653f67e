import type { CSSProperties } from "react";

/**
 * A category's colour (any CSS colour the admins gave it: "#22c55e", "rgb(...)", "teal") as a
 * tinted badge over a faint wash of itself. The text is the colour lightened toward the theme's
 * text colour, so dark category colours still read at 4.5:1 on the dark cards.
 */
export function categoryBadgeStyle(color: string): CSSProperties {
  return {
    color: `color-mix(in srgb, ${color} 50%, var(--foreground))`,
    borderColor: `color-mix(in srgb, ${color} 55%, transparent)`,
    backgroundColor: `color-mix(in srgb, ${color} 14%, transparent)`,
  };
}

/** The same colour as a solid accent (an icon tile, a stripe). */
export function categoryTileStyle(color: string): CSSProperties {
  return {
    color,
    backgroundColor: `color-mix(in srgb, ${color} 16%, transparent)`,
  };
}
