import { AppearancePanel } from "../appearance/appearance-panel";
import { ProfileShell } from "./profile-shell";

/** /profile/appearance: the theme customisation panel. */
export function AppearancePage() {
  return (
    <ProfileShell
      title="Appearance"
      description="Font size, font, animation speed, contrast and motion. Changes apply at once."
    >
      {/* A reading width: the panel's sliders and switches, under the wider section bar. */}
      <div className="max-w-4xl">
        <AppearancePanel />
      </div>
    </ProfileShell>
  );
}
