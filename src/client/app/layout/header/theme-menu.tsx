import { Check } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { isThemeId, THEMES } from "../../../../shared/themes";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import {
  DropdownMenuContent,
  DropdownMenuLabel,
  MENU_ITEM_CLASS,
  useFirstOpenFocus,
} from "../../../components/ui/dropdown-menu";
import { Tooltip } from "../../../components/ui/tooltip";
import { cn } from "../../../lib/cn";
import { useTheme } from "../../theme/use-theme";
import { ThemeButton } from "./theme-button";

/**
 * The theme menu (Radix), loaded when its button is first used. Theme dropdown: the four themes with their colours and
 * descriptions. Radix closes it after a selection or a click outside.
 */
export function ThemeMenu({ openedWith }: DeferredPartProps) {
  const { theme, setTheme } = useTheme();
  const focusOnOpen = useFirstOpenFocus(openedWith);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <Tooltip content="Change theme">
        <DropdownMenu.Trigger asChild>
          <ThemeButton />
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenuContent className="w-72" ref={focusOnOpen}>
        <DropdownMenuLabel>Choose your theme</DropdownMenuLabel>
        <DropdownMenu.RadioGroup
          value={theme}
          onValueChange={(value) => {
            if (isThemeId(value)) setTheme(value);
          }}
        >
          {THEMES.map((option) => (
            <DropdownMenu.RadioItem
              key={option.id}
              value={option.id}
              className={cn(MENU_ITEM_CLASS, "items-start py-2.5")}
            >
              <span
                aria-hidden="true"
                className="mt-0.5 flex h-8 w-8 shrink-0 overflow-hidden rounded-md border border-white/15 shadow-inner"
              >
                <span className="h-full w-1/2" style={{ backgroundColor: option.primary }} />
                <span className="h-full w-1/2" style={{ backgroundColor: option.secondary }} />
              </span>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-semibold" style={{ color: option.primary }}>
                  {option.name}
                </span>
                <span className="text-muted-foreground text-xs leading-snug">
                  {option.description}
                </span>
              </span>
              <DropdownMenu.ItemIndicator className="mt-1 shrink-0 text-primary">
                <Check className="h-4 w-4" aria-hidden="true" />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenuContent>
    </DropdownMenu.Root>
  );
}
