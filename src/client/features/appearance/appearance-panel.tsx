import { Palette, RotateCcw } from "lucide-react";
import { type ReactNode, useId } from "react";
import { isThemeId, THEMES } from "../../../shared/themes";
import { useTheme } from "../../app/theme/use-theme";
import { SectionCard } from "../../components/section-card";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../components/ui/radio-group";
import { Slider } from "../../components/ui/slider";
import { Switch } from "../../components/ui/switch";
import {
  ANIMATION_SPEED_OPTIONS,
  CONTRAST_OPTIONS,
  FONT_FAMILY_OPTIONS,
  FONT_SIZE_RANGE,
} from "./appearance-settings";
import { useAppearanceSettings } from "./use-appearance-settings";

/**
 * The theme customisation panel of /profile/appearance. Every
 * change applies at once and is kept in this browser only.
 */
export function AppearancePanel() {
  const appearance = useAppearanceSettings();
  const { settings } = appearance;
  const { theme, setTheme } = useTheme();

  return (
    <SectionCard
      Icon={Palette}
      title="Theme Customization"
      description="Changes apply at once and are kept in this browser only."
    >
      <div className="grid gap-7">
        <ChoiceGroup
          label="Theme"
          value={theme}
          onValueChange={(value) => {
            if (isThemeId(value)) setTheme(value);
          }}
          options={THEMES.map((option) => ({
            id: option.id,
            label: option.name,
            swatch: [option.primary, option.secondary] as const,
          }))}
          className="grid-flow-row grid-cols-2 sm:grid-cols-4"
        />

        <FontSizeSlider value={settings.fontSize} onValueChange={appearance.setFontSize} />

        <ChoiceGroup
          label="Font family"
          value={settings.fontFamily}
          onValueChange={(value) => {
            const option = FONT_FAMILY_OPTIONS.find((candidate) => candidate.id === value);
            if (option) appearance.setFontFamily(option.id);
          }}
          options={FONT_FAMILY_OPTIONS}
        />

        <ChoiceGroup
          label="Animation speed"
          value={settings.animationSpeed}
          onValueChange={(value) => {
            const option = ANIMATION_SPEED_OPTIONS.find((candidate) => candidate.id === value);
            if (option) appearance.setAnimationSpeed(option.id);
          }}
          options={ANIMATION_SPEED_OPTIONS}
        />

        <ChoiceGroup
          label="Contrast"
          value={settings.contrast}
          onValueChange={(value) => {
            const option = CONTRAST_OPTIONS.find((candidate) => candidate.id === value);
            if (option) appearance.setContrast(option.id);
          }}
          options={CONTRAST_OPTIONS}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <SwitchRow
            label="Reduced motion"
            description="Stops animations and transitions across the site."
            checked={settings.reducedMotion}
            onCheckedChange={appearance.setReducedMotion}
          />
          <SwitchRow
            label="Dark mode"
            description="Off gives a lighter look. Only this device remembers it."
            checked={settings.darkMode}
            onCheckedChange={appearance.setDarkMode}
          />
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3 border-border border-t pt-5">
          <p className="text-muted-foreground text-sm">
            Reset restores 100% text, the default font, normal speed and contrast, and turns reduced
            motion off. Dark mode stays as it is.
          </p>
          <Button variant="outline" onClick={appearance.reset}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Reset to defaults
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}

function FieldLabel({
  id,
  children,
  aside,
}: {
  id: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="mb-2.5 flex items-baseline justify-between gap-3">
      <span id={id} className="font-display font-semibold text-sm uppercase tracking-wider">
        {children}
      </span>
      {aside}
    </div>
  );
}

function FontSizeSlider({
  value,
  onValueChange,
}: {
  value: number;
  onValueChange: (value: number) => void;
}) {
  const labelId = useId();
  const text = `${value}%`;
  return (
    <div>
      <FieldLabel
        id={labelId}
        aside={
          // Not a live region: the slider itself announces its value text while it moves.
          <span className="font-semibold text-primary text-sm tabular-nums">{text}</span>
        }
      >
        Font size
      </FieldLabel>
      <Slider
        aria-labelledby={labelId}
        valueText={text}
        min={FONT_SIZE_RANGE.min}
        max={FONT_SIZE_RANGE.max}
        step={FONT_SIZE_RANGE.step}
        value={value}
        onValueChange={onValueChange}
      />
      <div aria-hidden="true" className="mt-1.5 flex justify-between text-muted-foreground text-xs">
        <span>{FONT_SIZE_RANGE.min}%</span>
        <span>{FONT_SIZE_RANGE.max}%</span>
      </div>
    </div>
  );
}

interface ChoiceOption {
  id: string;
  label: string;
  /** Two colours shown beside the label (the theme's primary and secondary). */
  swatch?: readonly [string, string];
}

function ChoiceGroup({
  label,
  value,
  onValueChange,
  options,
  className,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ChoiceOption[];
  className?: string;
}) {
  const labelId = useId();
  return (
    <div>
      <FieldLabel id={labelId}>{label}</FieldLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onValueChange={onValueChange}
        orientation="horizontal"
        className={className}
      >
        {options.map((option) => (
          <RadioGroupItem key={option.id} value={option.id}>
            {option.swatch ? (
              <span
                aria-hidden="true"
                className="flex h-4 w-4 shrink-0 overflow-hidden rounded-sm border border-white/20"
              >
                <span className="h-full w-1/2" style={{ backgroundColor: option.swatch[0] }} />
                <span className="h-full w-1/2" style={{ backgroundColor: option.swatch[1] }} />
              </span>
            ) : null}
            <span className="truncate">{option.label}</span>
          </RadioGroupItem>
        ))}
      </RadioGroup>
    </div>
  );
}

function SwitchRow({
  label,
  description,
  checked,
  onCheckedChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-background/40 p-4">
      <div className="grid gap-1">
        <Label
          htmlFor={id}
          className="font-display font-semibold text-base uppercase tracking-wider"
        >
          {label}
        </Label>
        <p id={descriptionId} className="text-muted-foreground text-sm">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={descriptionId}
      />
    </div>
  );
}
