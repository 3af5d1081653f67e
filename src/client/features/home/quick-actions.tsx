import {
  BookOpen,
  Joystick,
  MessageCircleHeart,
  MessageSquare,
  Radio,
  Search,
  Zap,
} from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { Card } from "../../components/ui/card";
import { Link } from "../../lib/router";

interface QuickAction {
  label: string;
  hint: string;
  to: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: "Forum", hint: "Join the discussion", to: "/forum", Icon: MessageSquare },
  { label: "Retro Arcade", hint: "Play DOS classics", to: "/retro-games", Icon: Joystick },
  { label: "Game Guides", hint: "Tips, mods, tricks", to: "/game-guides", Icon: BookOpen },
  { label: "Live Streams", hint: "Watch creators live", to: "/live-streams", Icon: Radio },
  {
    label: "Community Feedback",
    hint: "Shape what's next",
    to: "/community-feedback",
    Icon: MessageCircleHeart,
  },
  { label: "Search", hint: "Find anything", to: "/search", Icon: Search },
];

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading">
      <Card className="p-5 sm:p-6">
        <h2
          id="quick-actions-heading"
          className="flex items-center gap-2 font-bold font-display text-2xl uppercase tracking-tight"
        >
          <Zap aria-hidden="true" className="h-6 w-6 text-secondary" />
          Quick Actions
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2">
          {QUICK_ACTIONS.map(({ label, hint, to, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col gap-2 rounded-xl border border-border bg-black/25 p-3 transition hover:-translate-y-0.5 hover:border-primary/60 hover:bg-primary/10"
              >
                <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-primary/15 text-primary transition group-hover:bg-primary group-hover:text-primary-foreground">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="font-semibold text-sm leading-tight">{label}</span>
                <span className="text-muted-foreground text-xs leading-tight">{hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
