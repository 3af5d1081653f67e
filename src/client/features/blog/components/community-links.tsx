import { ChevronRight, Gamepad2, MessageSquare, Trophy, Users } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { Link } from "../../../lib/router";

const LINKS = [
  { to: "/contact", label: "Join the Community", icon: MessageSquare },
  { to: "/top-games", label: "Top Games", icon: Trophy },
  { to: "/retro-games", label: "Retro Games", icon: Gamepad2 },
] as const;

/** Community links to /contact, /top-games and /retro-games. */
export function CommunityLinks() {
  return (
    <Card className="p-5" role="region" aria-labelledby="blog-community-heading">
      <h2
        id="blog-community-heading"
        className="mb-3 flex items-center gap-2 font-bold font-display text-xl uppercase"
      >
        <Users aria-hidden="true" className="h-5 w-5 text-primary" />
        Community
      </h2>
      <ul className="space-y-1">
        {LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-lg px-2 py-2.5 font-medium text-sm transition-colors hover:bg-muted/60 hover:text-primary"
            >
              <Icon aria-hidden="true" className="h-4 w-4 text-primary" />
              <span className="flex-1">{label}</span>
              <ChevronRight
                aria-hidden="true"
                className="h-4 w-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
