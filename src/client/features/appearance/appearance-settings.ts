import { setAnimationPlaybackRate } from "./animation-playback";

/*
 * Appearance settings. They live in this browser's localStorage
 * only and never reach the server: they describe a device and a pair of eyes, not an account.
 *
 * src/client/public/theme-init.js applies the stored settings before the first paint (the
 * server's HTML cannot know them) with its own copy of the storage key, the parsing rules and
 * what applyAppearance sets on <html>: change both together. theme-init.test.ts fails when
 * they drift apart.
 */

/** Browser storage key; listed on the cookies page as "Appearance settings". */
export const APPEARANCE_STORAGE_KEY = "appearance-settings";

/** Percent of the browser's own root size, so a user's browser-level font setting still counts. */
export const FONT_SIZE_RANGE = { min: 75, max: 150, step: 5 } as const;

export const FONT_FAMILY_OPTIONS = [
  { id: "default", label: "Default" },
  { id: "serif", label: "Serif" },
  { id: "sans", label: "Sans" },
  { id: "mono", label: "Mono" },
] as const;

/** Playback rate of every animation and transition; 0 turns them off. */
export const ANIMATION_SPEED_OPTIONS = [
  { id: "off", label: "Off", value: 0 },
  { id: "slow", label: "Slow", value: 0.5 },
  { id: "normal", label: "Normal", value: 1 },
  { id: "fast", label: "Fast", value: 1.5 },
] as const;

/** CSS contrast() factor of the whole page. */
export const CONTRAST_OPTIONS = [
  { id: "low", label: "Low", value: 0.8 },
  { id: "normal", label: "Normal", value: 1 },
  { id: "high", label: "High", value: 1.2 },
  { id: "max", label: "Max", value: 1.4 },
] as const;

export type FontFamilyId = (typeof FONT_FAMILY_OPTIONS)[number]["id"];
export type AnimationSpeedId = (typeof ANIMATION_SPEED_OPTIONS)[number]["id"];
export type ContrastId = (typeof CONTRAST_OPTIONS)[number]["id"];

export interface AppearanceSettings {
  /** Root font size in percent: 75 to 150 in steps of 5. */
  fontSize: number;
  fontFamily: FontFamilyId;
  animationSpeed: AnimationSpeedId;
  contrast: ContrastId;
  reducedMotion: boolean;
  /** The site is dark by design; off switches to a lighter palette. */
  darkMode: boolean;
}

export const DEFAULT_APPEARANCE: Readonly<AppearanceSettings> = Object.freeze({
  fontSize: 100,
  fontFamily: "default",
  animationSpeed: "normal",
  contrast: "normal",
  reducedMotion: false,
  darkMode: true,
});

function optionId<Id extends string>(
  options: readonly { id: Id }[],
  value: unknown,
  fallback: Id,
): Id {
  return options.find((option) => option.id === value)?.id ?? fallback;
}

function isValidFontSize(value: unknown): value is number {
  const { min, max, step } = FONT_SIZE_RANGE;
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= min &&
    value <= max &&
    value % step === 0
  );
}

/**
 * Any value (parsed JSON, say) to complete settings. Each field falls back to its default on
 * its own, so one bad or missing value (an older version, a hand edit) does not throw away the
 * user's other choices. Written by hand rather than with zod: this runs at boot, in the entry
 * chunk every page loads, and zod would add about 23 KB (brotli) there for six fields.
 */
export function parseAppearanceSettings(value: unknown): AppearanceSettings {
  const input: Record<string, unknown> =
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const defaults = DEFAULT_APPEARANCE;
  return {
    fontSize: isValidFontSize(input.fontSize) ? input.fontSize : defaults.fontSize,
    fontFamily: optionId(FONT_FAMILY_OPTIONS, input.fontFamily, defaults.fontFamily),
    animationSpeed: optionId(
      ANIMATION_SPEED_OPTIONS,
      input.animationSpeed,
      defaults.animationSpeed,
    ),
    contrast: optionId(CONTRAST_OPTIONS, input.contrast, defaults.contrast),
    reducedMotion:
      typeof input.reducedMotion === "boolean" ? input.reducedMotion : defaults.reducedMotion,
    darkMode: typeof input.darkMode === "boolean" ? input.darkMode : defaults.darkMode,
  };
}

type StorageReader = Pick<Storage, "getItem">;
type StorageWriter = Pick<Storage, "setItem" | "removeItem">;

/** The stored settings, or the defaults when there are none, they are broken or storage is blocked. */
export function loadAppearanceSettings(storage?: StorageReader): AppearanceSettings {
  try {
    const raw = (storage ?? window.localStorage).getItem(APPEARANCE_STORAGE_KEY);
    return raw === null ? { ...DEFAULT_APPEARANCE } : parseAppearanceSettings(JSON.parse(raw));
  } catch {
    // Corrupt JSON or blocked storage (privacy mode): the site still works with the defaults.
    return { ...DEFAULT_APPEARANCE };
  }
}

export function isDefaultAppearance(settings: AppearanceSettings): boolean {
  return (Object.keys(DEFAULT_APPEARANCE) as (keyof AppearanceSettings)[]).every(
    (key) => settings[key] === DEFAULT_APPEARANCE[key],
  );
}

/** Stores the settings; all-default settings remove the key, so a reset leaves nothing behind. */
export function saveAppearanceSettings(
  settings: AppearanceSettings,
  storage?: StorageWriter,
): void {
  try {
    const target = storage ?? window.localStorage;
    if (isDefaultAppearance(settings)) target.removeItem(APPEARANCE_STORAGE_KEY);
    else target.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Not persisted when storage is blocked or full; the page still changes.
  }
}

/**
 * Reset restores 100%, normal speed, normal contrast, the default font and
 * reduced motion off. Dark mode is not in that list (it is a separate, local switch), so it stays.
 */
export function resetAppearanceSettings(settings: AppearanceSettings): AppearanceSettings {
  return { ...DEFAULT_APPEARANCE, darkMode: settings.darkMode };
}

/** Clamps a font size to the slider's range and rounds it to its step. */
export function snapFontSize(percent: number): number {
  if (!Number.isFinite(percent)) return DEFAULT_APPEARANCE.fontSize;
  const { min, max, step } = FONT_SIZE_RANGE;
  return Math.min(max, Math.max(min, Math.round(percent / step) * step));
}

export function animationSpeedValue(id: AnimationSpeedId): number {
  return ANIMATION_SPEED_OPTIONS.find((option) => option.id === id)?.value ?? 1;
}

export function contrastValue(id: ContrastId): number {
  return CONTRAST_OPTIONS.find((option) => option.id === id)?.value ?? 1;
}

/** Classes and attribute that appearance.css keys its rules on. */
export const APPEARANCE_CLASSES = {
  reduceMotion: "reduce-motion",
  animationsOff: "animations-off",
  lightMode: "light-mode",
} as const;
export const FONT_FAMILY_ATTRIBUTE = "data-font-family";
export const ANIMATION_SPEED_VARIABLE = "--animation-speed";

/** The part of <html> that applyAppearance touches; a plain object in unit tests. */
export interface AppearanceRoot {
  style: Pick<CSSStyleDeclaration, "setProperty" | "removeProperty">;
  classList: Pick<DOMTokenList, "toggle">;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  ownerDocument?: Document | null;
}

/**
 * Applies the settings to the page root at once. Defaults leave no trace (no inline style,
 * attribute or class), so the untouched site renders exactly as designed.
 * - font size: root font-size percentage; Tailwind sizes are rem, so the whole layout scales.
 * - font family: an attribute that appearance.css turns into a font stack for every element.
 * - animation speed: `--animation-speed` on the root plus the playback rate of every running
 *   animation (animation-playback.ts); 0 sets a class that appearance.css uses to stop them.
 * - contrast: a CSS filter on <html>. On the root element a filter does not become the
 *   containing block of position:fixed descendants (Filter Effects spec), so fixed headers,
 *   the backdrop and dialogs stay put, and portals in <body> are covered too.
 * - reduced motion and dark mode: classes.
 */
export function applyAppearance(
  settings: AppearanceSettings,
  root: AppearanceRoot = document.documentElement,
): void {
  const { style, classList } = root;

  if (settings.fontSize === DEFAULT_APPEARANCE.fontSize) style.removeProperty("font-size");
  else style.setProperty("font-size", `${settings.fontSize}%`);

  if (settings.fontFamily === "default") root.removeAttribute(FONT_FAMILY_ATTRIBUTE);
  else root.setAttribute(FONT_FAMILY_ATTRIBUTE, settings.fontFamily);

  const speed = animationSpeedValue(settings.animationSpeed);
  if (speed === 1) style.removeProperty(ANIMATION_SPEED_VARIABLE);
  else style.setProperty(ANIMATION_SPEED_VARIABLE, String(speed));
  classList.toggle(APPEARANCE_CLASSES.animationsOff, speed === 0);
  if (root.ownerDocument) setAnimationPlaybackRate(speed, root.ownerDocument);

  const contrast = contrastValue(settings.contrast);
  if (contrast === 1) style.removeProperty("filter");
  else style.setProperty("filter", `contrast(${contrast})`);

  classList.toggle(APPEARANCE_CLASSES.reduceMotion, settings.reducedMotion);
  classList.toggle(APPEARANCE_CLASSES.lightMode, !settings.darkMode);
}
