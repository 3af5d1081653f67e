import { ArrowRight, Award, MessageSquare, TrendingUp } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

interface Perk {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const PERKS: readonly Perk[] = [
  {
    title: "Earn XP",
    text: "Read, share and check in daily to climb the levels.",
    Icon: TrendingUp,
  },
  { title: "Unlock achievements", text: "Collect badges from common to legendary.", Icon: Award },
  { title: "Talk shop", text: "Swap tips and hot takes in the forum.", Icon: MessageSquare },
];

/** Spec 000 §2 "Home page": welcome text with Join the Family and Learn More. */
export function WelcomeSection() {
  return (
    <section aria-labelledby="welcome-heading">
      <Card className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[1.15fr_1fr] lg:items-center">
        <div>
          <p className="font-semibold text-primary text-xs uppercase tracking-[0.2em]">
            Welcome, player one
          </p>
          <h2
            id="welcome-heading"
            className="mt-2 font-bold font-display text-3xl uppercase tracking-tight sm:text-4xl"
          >
            Welcome to GameHub
          </h2>
          <p className="mt-4 text-foreground/80">
            GameHub is a community built by gamers, for gamers and streamers. Catch up on the news
            that matters, find your next favourite game, dig up a guide when a boss has you stuck
            and meet people who play the way you do.
          </p>
          <p className="mt-3 text-muted-foreground">
            Create a free account to earn experience, unlock achievements and see how you rank
            against the rest of the community.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to="/auth">Join the Family</Link>
            </Button>
            <Button asChild size="lg" variant="ghost" className="w-full sm:w-auto">
              <Link to="/about">
                Learn More
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </Button>
          </div>
        </div>
        <ul className="grid gap-3">
          {PERKS.map(({ title, text, Icon }) => (
            <li
              key={title}
              className="flex items-start gap-4 rounded-xl border border-border bg-black/25 p-4"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-bold font-display text-lg leading-tight">{title}</span>
                <span className="block text-muted-foreground text-sm">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
