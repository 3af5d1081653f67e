import { Palette } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";
import { loadOnce, menuTriggerProps, useDeferredPart } from "../../../components/ui/deferred-part";
import { Tooltip } from "../../../components/ui/tooltip";

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

/** The palette button (the light one and Radix's trigger alike). */
export function ThemeButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Change theme" {...props}>
      <Palette className="h-5 w-5" aria-hidden="true" />
    </Button>
  );
}
