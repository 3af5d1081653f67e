import { Newspaper, Sparkles, Trophy, Users } from "lucide-react";
import { LinkButton } from "../../components/link-button";
import { HeroEmblem } from "./hero-emblem";

/** Hero with LATEST NEWS, TOP GAMES and JOIN COMMUNITY. */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden rounded-3xl border border-border bg-linear-to-br from-black/65 via-black/40 to-primary/25 px-5 py-14 shadow-2xl backdrop-blur-sm sm:px-10 sm:py-20 lg:px-14 lg:py-24"
    >
      {/* Soft glow in the theme colours; purely decorative. */}
      <div
        aria-hidden="true"
        className="-top-24 -right-24 -z-10 absolute h-72 w-72 rounded-full bg-primary/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="-bottom-32 -left-16 -z-10 absolute h-72 w-72 rounded-full bg-secondary/15 blur-3xl"
      />

      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="max-w-3xl">
          <p className="flex w-fit items-center gap-2 rounded-full border border-primary/40 bg-primary/10 px-3 py-1 font-semibold text-primary text-xs uppercase tracking-[0.18em]">
            <Sparkles aria-hidden="true" className="h-3.5 w-3.5" />
            The gamers' home base
          </p>
          <h1
            id="hero-heading"
            className="mt-5 font-bold font-display text-[2.6rem] uppercase leading-[0.95] tracking-tight sm:text-6xl lg:text-7xl"
          >
            Play hard.
            <br />
            Stay informed.
            <br />
            <span className="bg-linear-to-r from-primary to-secondary bg-clip-text text-transparent">
              Level up together.
            </span>
          </h1>
          <p className="mt-6 max-w-2xl text-base text-foreground/80 sm:text-lg">
            Breaking gaming news, honest reviews, guides and a crew of players and streamers who
            live for the next match. Everything you need, in one place.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <LinkButton to="/blog" size="lg" stretch icon={Newspaper}>
              LATEST NEWS
            </LinkButton>
            <LinkButton to="/top-games" size="lg" variant="secondary" stretch icon={Trophy}>
              TOP GAMES
            </LinkButton>
            <LinkButton to="/contact" size="lg" variant="outline" stretch icon={Users}>
              JOIN COMMUNITY
            </LinkButton>
          </div>
        </div>
        <HeroEmblem />
      </div>
    </section>
  );
}
