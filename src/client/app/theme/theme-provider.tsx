import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { resolveTheme, THEME_STORAGE_KEY, type ThemeId } from "../../../shared/themes";
import { ThemeContext } from "./theme-context";
import { applyThemeClass, readStoredTheme, storeTheme } from "./theme-storage";

/** Holds the page theme: a change is stored and sets the page class. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeId>(readStoredTheme);

  useEffect(() => {
    applyThemeClass(theme);
  }, [theme]);

  // Another tab changed the theme: follow it, so open tabs do not disagree.
  useEffect(() => {
    function handleStorage(event: StorageEvent) {
      if (event.key === THEME_STORAGE_KEY) setThemeState(resolveTheme(event.newValue));
    }
    window.addEventListener("storage", handleStorage);
    return () => window.removeEventListener("storage", handleStorage);
  }, []);

  const setTheme = useCallback((next: ThemeId) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
