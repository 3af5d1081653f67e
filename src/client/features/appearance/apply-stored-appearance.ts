import "./appearance.css";
import { applyAppearance, loadAppearanceSettings } from "./appearance-settings";

/**
 * Called once when the app boots. public/theme-init.js has already put the stored settings on
 * <html> before the first paint; applying them again here is harmless (the same values) and
 * starts what only the app can do: the animation playback rate of a non-normal speed. Does
 * nothing on the server, where there is no page and no storage.
 */
export function applyStoredAppearance(): void {
  if (typeof document === "undefined") return;
  applyAppearance(loadAppearanceSettings());
}
