import { type ReactNode, useMemo, useSyncExternalStore } from "react";
import { ThemeContext } from "./theme-context";
import {
  getServerThemeSnapshot,
  getThemeSnapshot,
  setStoredTheme,
  subscribeToTheme,
} from "./theme-store";

/**
 * Holds the page theme for the controls that show it. Renders the default theme on the server
 * and during hydration, then the stored one (theme-store.ts says why).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeToTheme, getThemeSnapshot, getServerThemeSnapshot);
  const value = useMemo(() => ({ theme, setTheme: setStoredTheme }), [theme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
