import { Gamepad2, type LucideIcon, MessagesSquare, Newspaper, Radio, Trophy } from "lucide-react";
import { cn } from "../../lib/cn";

interface FeatureBlurb {
  Icon: LucideIcon;
  title: string;
  text: string;
}

/** Five feature blurbs beside the card on screens from 1024 px. */
const FEATURES: readonly FeatureBlurb[] = [
  {
    Icon: Newspaper,
    title: "Latest gaming news",
    text: "Fresh headlines, reviews and guides from across the industry, every day.",
  },
  {
    Icon: MessagesSquare,
    title: "Community forum",
    text: "Swap strategies, find a squad and talk shop with players who share your games.",
  },
  {
    Icon: Trophy,
    title: "Achievements and levels",
    text: "Earn points for reading, sharing and logging in; climb the ranks and show off badges.",
  },
  {
    Icon: Gamepad2,
    title: "Retro arcade",
    text: "Relive the classics in the browser and chase high scores from the golden age.",
  },
  {
    Icon: Radio,
    title: "Live streams",
    text: "Watch creators go live, catch esports action and never miss a big moment.",
  },
];

export function AuthMarketingPanel({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="auth-marketing-title"
      className={cn("flex-col gap-8 pt-4", className)}
    >
      <div>
        <p className="mb-3 inline-flex items-center gap-2 font-display font-semibold text-primary text-sm uppercase tracking-[0.2em]">
          <span aria-hidden="true" className="h-px w-8 bg-primary" />
          GameHub
        </p>
        <h2
          id="auth-marketing-title"
          className="text-balance font-bold font-display text-5xl uppercase leading-none tracking-wide"
        >
          Your home base for{" "}
          <span className="bg-linear-to-r from-primary to-secondary bg-clip-text text-transparent">
            everything gaming
          </span>
        </h2>
        <p className="mt-4 max-w-lg text-lg text-muted-foreground">
          One account unlocks the whole community: news, discussions, rewards and more.
        </p>
      </div>
      <ul className="grid gap-3">
        {FEATURES.map(({ Icon, title, text }) => (
          <li
            key={title}
            className="flex gap-4 rounded-xl border border-border bg-card/60 p-4 backdrop-blur-sm transition hover:border-primary/50"
          >
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary shadow-[0_0_20px_-8px_var(--primary)]">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <div>
              <h3 className="font-display font-semibold text-lg uppercase tracking-wide">
                {title}
              </h3>
              <p className="text-muted-foreground text-sm">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
