import {
  BookOpen,
  Building2,
  Cpu,
  Folder,
  Gamepad2,
  Joystick,
  type LucideIcon,
  MessageSquare,
  Monitor,
  Newspaper,
  Rocket,
  Smartphone,
  Star,
  Swords,
  Trophy,
  Tv,
  Users,
  Video,
  Wrench,
  Zap,
} from "lucide-react";

/**
 * A category's `icon` is a lucide icon name in kebab case ("book-open"). Only the icons named
 * here are bundled; an unknown name shows a folder rather than pulling in the whole icon set.
 */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  "book-open": BookOpen,
  building: Building2,
  "building-2": Building2,
  cpu: Cpu,
  folder: Folder,
  gamepad: Gamepad2,
  "gamepad-2": Gamepad2,
  joystick: Joystick,
  "message-square": MessageSquare,
  monitor: Monitor,
  newspaper: Newspaper,
  rocket: Rocket,
  smartphone: Smartphone,
  star: Star,
  swords: Swords,
  trophy: Trophy,
  tv: Tv,
  users: Users,
  video: Video,
  wrench: Wrench,
  zap: Zap,
};

export function iconForCategory(name: string): LucideIcon {
  return ICONS[name.trim().toLowerCase()] ?? Folder;
}

/** `color` tinted for backgrounds and borders (any CSS colour works, hex in the seed). */
export function tint(color: string, percent: number): string {
  return `color-mix(in srgb, ${color} ${percent}%, transparent)`;
}

interface CategoryIconProps {
  icon: string;
  color: string;
  className?: string;
  iconClassName?: string;
}

/** The category's icon in a rounded tile of its colour. */
export function CategoryIcon({ icon, color, className, iconClassName }: CategoryIconProps) {
  const Icon = iconForCategory(icon);
  return (
    <span
      data-testid="category-icon"
      className={
        className ?? "flex h-12 w-12 shrink-0 items-center justify-center rounded-xl border"
      }
      style={{ color, backgroundColor: tint(color, 15), borderColor: tint(color, 40) }}
    >
      <Icon aria-hidden="true" className={iconClassName ?? "h-6 w-6"} />
    </span>
  );
}
