import { DEFAULT_THEME, THEME_STORAGE_KEY, type ThemeId } from "../../../shared/themes";
import { applyThemeClass, readStoredTheme, storeTheme } from "./theme-storage";

/*
 * The page theme as an external store for useSyncExternalStore. The look itself comes from the
 * `theme-*` class on <html>, which public/theme-init.js sets before the first paint; React only
 * needs the theme for controls that show it (theme selector, appearance panel). The server
 * cannot know the stored theme, so it renders with the default (getServerSnapshot), and the
 * first client render (hydration) uses the same; React then re-renders with the stored theme
 * without a mismatch warning. The class on <html> is changed only by a real change (setTheme,
 * another tab), never by rendering, so hydration never flashes the default look.
 */

let current: ThemeId | null = null;
const listeners = new Set<() => void>();

export function getThemeSnapshot(): ThemeId {
  current ??= readStoredTheme();
  return current;
}

export function getServerThemeSnapshot(): ThemeId {
  return DEFAULT_THEME;
}

function publish(next: ThemeId): void {
  current = next;
  applyThemeClass(next);
  for (const listener of listeners) listener();
}

// Another tab changed the theme: follow it, so open tabs do not disagree.
function handleStorage(event: StorageEvent): void {
  if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
  const next = readStoredTheme();
  if (next !== getThemeSnapshot()) publish(next);
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", handleStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", handleStorage);
  };
}

/** A change is stored and sets the page class at once; choosing the current theme changes nothing. */
export function setStoredTheme(next: ThemeId): void {
  storeTheme(next);
  if (next === getThemeSnapshot()) applyThemeClass(next);
  else publish(next);
}
