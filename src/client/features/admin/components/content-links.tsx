import {
  BookOpen,
  Gamepad2,
  Image,
  type LucideIcon,
  MessagesSquare,
  Newspaper,
  Radio,
  Rocket,
  Share2,
  Sparkles,
  Swords,
} from "lucide-react";
import { Link } from "../../../lib/router";

const LINKS: readonly { to: string; label: string; description: string; Icon: LucideIcon }[] = [
  {
    to: "/blog/new",
    label: "New post",
    description: "Write, feature or schedule a news post.",
    Icon: Sparkles,
  },
  {
    to: "/blog/all",
    label: "News posts",
    description: "Every article: open one to edit or delete it, and moderate its comments.",
    Icon: Newspaper,
  },
  {
    to: "/admin-top-games",
    label: "Top game logos",
    description: "Upload the logos of the top games list.",
    Icon: Image,
  },
  {
    to: "/developer-updates",
    label: "Developer updates",
    description: "Roadmaps, patch notes and behind-the-scenes posts.",
    Icon: Rocket,
  },
  {
    to: "/admin/content/games",
    label: "Games",
    description: "Add, edit, feature or remove the games and their hubs.",
    Icon: Gamepad2,
  },
  {
    to: "/admin/content/guides",
    label: "Guides",
    description: "Write, edit or remove game guides, tips and essential mods.",
    Icon: BookOpen,
  },
  {
    to: "/admin/content/retro-games",
    label: "Retro games",
    description: "The retro arcade's games: add, edit, remove, upload their bundles.",
    Icon: Swords,
  },
  {
    to: "/admin/content/streams",
    label: "Live streams",
    description: "Schedule streams for approved streamers, start, end or remove them.",
    Icon: Radio,
  },
  {
    to: "/forum",
    label: "Forum",
    description: "Discussions and replies; edit or delete from the thread.",
    Icon: MessagesSquare,
  },
  {
    to: "/admin/content/social-posts",
    label: "Social posts",
    description: "Post to the forum's social hub, or remove a post.",
    Icon: Share2,
  },
];

/** The content editors that live on their own pages, one link each. */
export function ContentLinks() {
  return (
    <section
      id="editors"
      aria-labelledby="editors-heading"
      className="grid scroll-mt-32 grid-cols-1 gap-4"
    >
      <h2 id="editors-heading" className="font-bold font-display text-2xl uppercase">
        Editors
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex h-full items-start gap-3 rounded-lg border border-border bg-card p-4 outline-none transition hover:border-primary focus-visible:ring-2 focus-visible:ring-primary"
            >
              <link.Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
              <span className="min-w-0">
                <span className="block font-semibold">{link.label}</span>
                <span className="block text-muted-foreground text-sm">{link.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
