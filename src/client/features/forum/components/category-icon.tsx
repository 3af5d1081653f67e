import {
  BookOpen,
  Bug,
  CircleHelp,
  Coffee,
  Cpu,
  Flame,
  Gamepad2,
  Lightbulb,
  type LucideIcon,
  Megaphone,
  MessagesSquare,
  Newspaper,
  Palette,
  Star,
  Swords,
  Trophy,
  Tv,
  Users,
  Wrench,
  Zap,
} from "lucide-react";

/**
 * Categories name their icon as text; a small fixed map keeps the page from shipping every icon.
 * Names are compared without case, dashes or spaces ("message-square", "MessageSquare").
 */
const ICONS: Record<string, LucideIcon> = {
  book: BookOpen,
  bookopen: BookOpen,
  guide: BookOpen,
  bug: Bug,
  help: CircleHelp,
  helpcircle: CircleHelp,
  circlehelp: CircleHelp,
  question: CircleHelp,
  coffee: Coffee,
  offtopic: Coffee,
  cpu: Cpu,
  monitor: Cpu,
  hardware: Cpu,
  flame: Flame,
  gamepad: Gamepad2,
  gamepad2: Gamepad2,
  games: Gamepad2,
  lightbulb: Lightbulb,
  idea: Lightbulb,
  megaphone: Megaphone,
  announcement: Megaphone,
  message: MessagesSquare,
  messagesquare: MessagesSquare,
  messagessquare: MessagesSquare,
  messagecircle: MessagesSquare,
  chat: MessagesSquare,
  newspaper: Newspaper,
  news: Newspaper,
  palette: Palette,
  art: Palette,
  star: Star,
  sword: Swords,
  swords: Swords,
  trophy: Trophy,
  esports: Trophy,
  tv: Tv,
  video: Tv,
  users: Users,
  community: Users,
  wrench: Wrench,
  tool: Wrench,
  mods: Wrench,
  zap: Zap,
};

export function categoryIconFor(name: string): LucideIcon {
  return ICONS[name.toLowerCase().replace(/[^a-z0-9]/g, "")] ?? MessagesSquare;
}

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = categoryIconFor(name);
  return <Icon aria-hidden="true" className={className} />;
}
