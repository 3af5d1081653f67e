import "./appearance.css";
import { applyAppearance, loadAppearanceSettings } from "./appearance-settings";

/**
 * Called once when the app boots, before React renders, so a reload keeps the settings and
 * the first paint already has them. No inline script: the CSP allows only the site's own files.
 */
export function applyStoredAppearance(): void {
  applyAppearance(loadAppearanceSettings());
}
