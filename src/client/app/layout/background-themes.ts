/**
 * Look of the site background per theme (each with its own image, overlay,
 * particle colour and grid size). The keys include two looks that are not selectable themes
 * (cyberpunk, default): default serves any theme without an entry of its own.
 */
export interface BackgroundLook {
  /** File stem under /images/backgrounds/ (a .webp, with a .jpg fallback). */
  image: string;
  overlay: string;
  particleColor: string;
  /** Grid cell size in px. */
  gridSize: number;
}

export const BACKGROUND_LOOKS = {
  cyberpunk: {
    image: "cyberpunk",
    overlay:
      "linear-gradient(180deg, rgb(10 4 20 / 0.72) 0%, rgb(20 6 36 / 0.78) 45%, rgb(6 2 12 / 0.96) 100%)",
    particleColor: "#f0abfc",
    gridSize: 40,
  },
  battleroyal: {
    image: "battleroyal",
    overlay:
      "linear-gradient(180deg, rgb(13 10 8 / 0.62) 0%, rgb(24 12 4 / 0.78) 45%, rgb(13 10 8 / 0.96) 100%)",
    particleColor: "#ff9a3d",
    gridSize: 56,
  },
  fantasy: {
    image: "fantasy",
    overlay:
      "linear-gradient(180deg, rgb(12 8 20 / 0.6) 0%, rgb(26 12 44 / 0.78) 45%, rgb(12 8 20 / 0.96) 100%)",
    particleColor: "#c084fc",
    gridSize: 72,
  },
  scifi: {
    image: "scifi",
    overlay:
      "linear-gradient(180deg, rgb(5 11 20 / 0.6) 0%, rgb(6 22 38 / 0.78) 45%, rgb(5 11 20 / 0.96) 100%)",
    particleColor: "#7dd3fc",
    gridSize: 48,
  },
  industrial: {
    image: "industrial",
    overlay:
      "linear-gradient(180deg, rgb(12 12 13 / 0.66) 0%, rgb(28 16 16 / 0.8) 45%, rgb(12 12 13 / 0.97) 100%)",
    particleColor: "#f87171",
    gridSize: 64,
  },
  default: {
    image: "default",
    overlay:
      "linear-gradient(180deg, rgb(11 11 18 / 0.66) 0%, rgb(16 16 28 / 0.8) 45%, rgb(11 11 18 / 0.96) 100%)",
    particleColor: "#a1a1aa",
    gridSize: 56,
  },
} as const satisfies Record<string, BackgroundLook>;

export type BackgroundKey = keyof typeof BACKGROUND_LOOKS;

export function backgroundLook(theme: string): BackgroundLook {
  return theme in BACKGROUND_LOOKS
    ? BACKGROUND_LOOKS[theme as BackgroundKey]
    : BACKGROUND_LOOKS.default;
}
