/** The four selectable themes. */
export const THEMES = [
  {
    id: "battleroyal",
    name: "Battle Royale",
    primary: "#ff5e00",
    secondary: "#ffd000",
    description: "Intense battle arena with tactical combat style",
  },
  {
    id: "fantasy",
    name: "Fantasy RPG",
    primary: "#9333ea",
    secondary: "#22c55e",
    description: "Magical worlds and epic quests",
  },
  {
    id: "scifi",
    name: "Sci-Fi",
    primary: "#0ea5e9",
    secondary: "#14b8a6",
    description: "Futuristic space exploration themes",
  },
  {
    id: "industrial",
    name: "Industrial",
    primary: "#ef4444",
    secondary: "#6b7280",
    description: "Dark steel with tactical combat elements",
  },
] as const;

export type ThemeId = (typeof THEMES)[number]["id"];

export const DEFAULT_THEME: ThemeId = "battleroyal";

/** Browser storage key of the chosen theme. */
export const THEME_STORAGE_KEY = "preferred-theme";

/** Page class prefix: the <html> element carries `theme-<id>`. */
export const THEME_CLASS_PREFIX = "theme-";

export function isThemeId(value: unknown): value is ThemeId {
  return THEMES.some((theme) => theme.id === value);
}

/** An unknown or missing stored value falls back to the default theme. */
export function resolveTheme(stored: unknown): ThemeId {
  return isThemeId(stored) ? stored : DEFAULT_THEME;
}
