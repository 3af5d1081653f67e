import { useMemo, useSyncExternalStore } from "react";
import {
  type AnimationSpeedId,
  APPEARANCE_STORAGE_KEY,
  type AppearanceSettings,
  applyAppearance,
  type ContrastId,
  DEFAULT_APPEARANCE,
  type FontFamilyId,
  loadAppearanceSettings,
  parseAppearanceSettings,
  resetAppearanceSettings,
  saveAppearanceSettings,
  snapFontSize,
} from "./appearance-settings";

/*
 * One store for the whole page, so every component using the hook sees the same settings,
 * and other tabs follow a change (the storage event) as the theme does.
 */
let current: AppearanceSettings | null = null;
const listeners = new Set<() => void>();

function getSnapshot(): AppearanceSettings {
  current ??= loadAppearanceSettings();
  return current;
}

function getServerSnapshot(): AppearanceSettings {
  return DEFAULT_APPEARANCE;
}

function publish(next: AppearanceSettings): void {
  current = next;
  applyAppearance(next);
  for (const listener of listeners) listener();
}

function handleStorage(event: StorageEvent): void {
  if (event.key !== APPEARANCE_STORAGE_KEY && event.key !== null) return;
  let stored: unknown = null;
  try {
    stored = event.newValue === null ? null : JSON.parse(event.newValue);
  } catch {
    // A broken value from the other tab reads as defaults, as at boot.
  }
  publish(parseAppearanceSettings(stored));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", handleStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", handleStorage);
  };
}

/** A change applies immediately and is kept in this browser. */
function updateSettings(patch: Partial<AppearanceSettings>): void {
  const next = { ...getSnapshot(), ...patch };
  saveAppearanceSettings(next);
  publish(next);
}

export interface AppearanceSettingsControls {
  settings: AppearanceSettings;
  setFontSize: (percent: number) => void;
  setFontFamily: (fontFamily: FontFamilyId) => void;
  setAnimationSpeed: (animationSpeed: AnimationSpeedId) => void;
  setContrast: (contrast: ContrastId) => void;
  setReducedMotion: (reducedMotion: boolean) => void;
  setDarkMode: (darkMode: boolean) => void;
  /** Back to the default settings; dark mode is kept (see resetAppearanceSettings). */
  reset: () => void;
}

export function useAppearanceSettings(): AppearanceSettingsControls {
  const settings = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const setters = useMemo(
    () => ({
      setFontSize: (fontSize: number) => updateSettings({ fontSize: snapFontSize(fontSize) }),
      setFontFamily: (fontFamily: FontFamilyId) => updateSettings({ fontFamily }),
      setAnimationSpeed: (animationSpeed: AnimationSpeedId) => updateSettings({ animationSpeed }),
      setContrast: (contrast: ContrastId) => updateSettings({ contrast }),
      setReducedMotion: (reducedMotion: boolean) => updateSettings({ reducedMotion }),
      setDarkMode: (darkMode: boolean) => updateSettings({ darkMode }),
      reset: () => updateSettings(resetAppearanceSettings(getSnapshot())),
    }),
    [],
  );
  return { settings, ...setters };
}
