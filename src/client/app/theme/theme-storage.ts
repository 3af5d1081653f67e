import {
  resolveTheme,
  THEME_CLASS_PREFIX,
  THEME_STORAGE_KEY,
  type ThemeId,
} from "../../../shared/themes";

/** The stored preference; unknown values give battleroyal, as in public/theme-init.js. */
export function readStoredTheme(): ThemeId {
  try {
    return resolveTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    // Storage can be blocked (privacy mode); the default theme still works.
    return resolveTheme(null);
  }
}

export function storeTheme(theme: ThemeId): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted when storage is blocked; the page still switches.
  }
}

/** Replaces any `theme-*` class on <html>, as public/theme-init.js does before first paint. */
export function applyThemeClass(theme: ThemeId): void {
  const root = document.documentElement;
  for (const name of [...root.classList]) {
    if (name.startsWith(THEME_CLASS_PREFIX)) root.classList.remove(name);
  }
  root.classList.add(`${THEME_CLASS_PREFIX}${theme}`);
}
