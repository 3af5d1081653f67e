import {
  Award,
  BookOpen,
  CalendarCheck,
  Gamepad2,
  Hand,
  type LucideIcon,
  MessageSquare,
  Moon,
  Share2,
  Target,
  TrendingUp,
  Trophy,
  Video,
} from "lucide-react";
import type { ComponentType } from "react";
import { siFacebook } from "simple-icons";
import type { AchievementIcon } from "../../../../shared/gamification";
import { BrandIcon } from "../../../components/brand-icon";

type IconComponent = LucideIcon | ComponentType<{ className?: string }>;

function FacebookIcon({ className }: { className?: string }) {
  return <BrandIcon icon={siFacebook} className={className} />;
}

/** The achievement icon names; lucide has no brand marks, so Facebook is simple-icons. */
const ICONS: Record<AchievementIcon, IconComponent> = {
  welcome: Hand,
  message: MessageSquare,
  calendar: CalendarCheck,
  share: Share2,
  book: BookOpen,
  target: Target,
  "game-controller": Gamepad2,
  award: Award,
  moon: Moon,
  "trending-up": TrendingUp,
  facebook: FacebookIcon,
  video: Video,
};

/** The icon of an achievement; unknown or missing names get the trophy. */
export function achievementIconFor(name: string | null | undefined): IconComponent {
  const key = (name ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  return Object.hasOwn(ICONS, key) ? ICONS[key as AchievementIcon] : Trophy;
}

export function AchievementIconView({
  name,
  className,
}: {
  name: string | null | undefined;
  className?: string;
}) {
  const Icon = achievementIconFor(name);
  return <Icon aria-hidden="true" className={className} />;
}
