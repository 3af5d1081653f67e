import {
  BookOpen,
  Gamepad2,
  Joystick,
  Lightbulb,
  Mail,
  Map as MapIcon,
  MessageSquare,
  Newspaper,
  ShieldCheck,
  Trophy,
  Tv,
  UserPlus,
} from "lucide-react";
import { LinkButton } from "../../components/link-button";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { Link } from "../../lib/router";

const OFFERS = [
  {
    to: "/blog",
    Icon: Newspaper,
    title: "News",
    text: "Gaming news, reviews and features, refreshed through the day.",
  },
  {
    to: "/forum",
    Icon: MessageSquare,
    title: "Forum",
    text: "Discussions, questions and build logs, moderated by people who play.",
  },
  {
    to: "/game-guides",
    Icon: BookOpen,
    title: "Guides",
    text: "Step-by-step guides, essential mods, pro tips and advanced tricks.",
  },
  {
    to: "/top-games",
    Icon: Trophy,
    title: "Top Games",
    text: "The games players search for most, ranked by real searches.",
  },
  {
    to: "/retro-games",
    Icon: Joystick,
    title: "Retro Arcade",
    text: "Classic DOS games that run right in your browser.",
  },
  {
    to: "/live-streams",
    Icon: Tv,
    title: "Live Streams",
    text: "Streamers from the community, live now and coming up.",
  },
  {
    to: "/community-feedback",
    Icon: Lightbulb,
    title: "Feedback",
    text: "Suggest features and report bugs; vote on what matters.",
  },
  {
    to: "/roadmap",
    Icon: MapIcon,
    title: "Roadmap",
    text: "What we are planning, building and have shipped.",
  },
] as const;

const TEAM = [
  {
    role: "Editorial",
    text: "Writers and editors who cover releases, reviews and the stories behind them.",
  },
  { role: "Community", text: "Moderators who keep the forum welcoming and answer your reports." },
  { role: "Engineering", text: "The people who build the site and read every bug report." },
] as const;

/** /about: who GameHub is for, what it offers, and how the community is run. */
export function AboutPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="About"
        title="About GameHub"
        description="GameHub is a home for gamers and streamers: the news you care about, guides that save you hours, and a community that plays together."
      >
        <LinkButton to="/auth" icon={UserPlus}>
          Join the Family
        </LinkButton>
        <LinkButton to="/contact" variant="outline" icon={Mail}>
          Contact Us
        </LinkButton>
      </PageHeader>

      <section aria-labelledby="about-mission" className="mt-14 grid gap-6 lg:grid-cols-2">
        <Card className="p-6 sm:p-8">
          <h2
            id="about-mission"
            className="mb-3 flex items-center gap-2 font-bold font-display text-2xl text-foreground uppercase"
          >
            <Gamepad2 aria-hidden="true" className="h-6 w-6 text-primary" />
            Our mission
          </h2>
          <p className="text-foreground/85 leading-relaxed">
            Games are better with other people. We built GameHub so that finding the next game,
            learning it and talking about it happen in one place, without the noise: clear news,
            honest guides, and a forum where questions get answers.
          </p>
        </Card>
        <Card className="p-6 sm:p-8">
          <h2 className="mb-3 flex items-center gap-2 font-bold font-display text-2xl text-foreground uppercase">
            <ShieldCheck aria-hidden="true" className="h-6 w-6 text-primary" />
            How the community is run
          </h2>
          <p className="text-foreground/85 leading-relaxed">
            Moderators review every reported post, and the forum rules are short and public. Taking
            part earns points and experience: fifty levels and dozens of achievements reward
            regular, helpful play, with daily caps so nobody can farm them. Your feedback shapes the
            roadmap, and the team answers it in the open.
          </p>
        </Card>
      </section>

      <section aria-labelledby="about-offers" className="mt-14">
        <h2
          id="about-offers"
          className="mb-6 font-bold font-display text-3xl text-foreground uppercase"
        >
          What you will find here
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {OFFERS.map(({ to, Icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col gap-2 rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-lg backdrop-blur-md transition hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                <Icon aria-hidden="true" className="h-6 w-6 text-primary" />
                <span className="font-bold font-display text-foreground text-lg group-hover:text-primary">
                  {title}
                </span>
                <span className="text-muted-foreground text-sm">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team" className="mt-14">
        <h2
          id="about-team"
          className="mb-6 font-bold font-display text-3xl text-foreground uppercase"
        >
          The team
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {TEAM.map((member) => (
            <li key={member.role}>
              <Card className="h-full p-6">
                <h3 className="font-bold font-display text-foreground text-xl">{member.role}</h3>
                <p className="mt-2 text-muted-foreground">{member.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
