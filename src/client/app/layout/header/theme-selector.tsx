import { loadOnce, menuTriggerProps, useDeferredPart } from "../../../components/ui/deferred-part";
import { Tooltip } from "../../../components/ui/tooltip";
import { ThemeButton } from "./theme-button";

const loadThemeMenu = loadOnce(() => import("./theme-menu").then((module) => module.ThemeMenu));

/** The theme button; the menu (theme-menu.tsx) loads when the button is first used. */
export function ThemeSelector() {
  const menu = useDeferredPart(loadThemeMenu);
  if (menu.Loaded) return <menu.Loaded openedWith={menu.openedWith} />;
  return (
    <Tooltip content="Change theme">
      <ThemeButton {...menuTriggerProps(menu)} />
    </Tooltip>
  );
}
