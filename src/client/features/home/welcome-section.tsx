import { ArrowRight, Award, MessageSquare, TrendingUp, UserRound } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { useUser } from "../../app/session/use-user";
import type { User } from "../../app/session/user";
import { LinkButton } from "../../components/link-button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { formatNumber } from "../../lib/format-number";
import { levelColorClass } from "../../lib/level-color";

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

function LearnMoreButton() {
  return (
    <LinkButton to="/about" size="lg" variant="ghost" stretch trailingIcon={ArrowRight}>
      Learn More
      {/* Says where the link goes to screen readers and search engines ("Learn More" alone is
          the generic link text Lighthouse's SEO audit flags); the visible text stays "Learn More". */}
      <span className="sr-only"> about GameHub</span>
    </LinkButton>
  );
}

function GuestWelcome() {
  return (
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
        GameHub is a community built by gamers, for gamers and streamers. Catch up on the news that
        matters, find your next favourite game, dig up a guide when a boss has you stuck and meet
        people who play the way you do.
      </p>
      <p className="mt-3 text-muted-foreground">
        Create a free account to earn experience, unlock achievements and see how you rank against
        the rest of the community.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <LinkButton to="/auth" size="lg" stretch>
          Join the Family
        </LinkButton>
        <LearnMoreButton />
      </div>
    </div>
  );
}

/** A member is not asked to join again: they see where they stand and the way to their profile. */
function MemberWelcome({ user }: { user: User }) {
  const name = user.displayName?.trim() || user.username;
  const stats = [
    ...(user.level === undefined
      ? []
      : [
          {
            label: "Level",
            value: formatNumber(user.level),
            className: levelColorClass(user.level),
          },
        ]),
    { label: "Points", value: formatNumber(user.points), className: "text-foreground" },
    { label: "Experience", value: formatNumber(user.experience), className: "text-foreground" },
  ];
  return (
    <div>
      <p className="font-semibold text-primary text-xs uppercase tracking-[0.2em]">Welcome back</p>
      <h2
        id="welcome-heading"
        className="mt-2 break-words font-bold font-display text-3xl uppercase tracking-tight sm:text-4xl"
      >
        Good to see you, {name}
      </h2>
      <p className="mt-4 text-foreground/80">
        Read, share and check in every day to earn experience, unlock achievements and climb the
        leaderboard.
      </p>
      <dl
        aria-label="Your progress"
        className="mt-5 grid max-w-md grid-cols-3 gap-2 rounded-xl border border-border bg-black/25 p-3 text-center"
      >
        {stats.map((stat) => (
          <div key={stat.label} className="grid gap-0.5">
            <dt className="text-muted-foreground text-xs uppercase tracking-wider">{stat.label}</dt>
            <dd className={cn("font-bold font-display text-2xl", stat.className)}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <LinkButton to="/profile" size="lg" stretch icon={UserRound}>
          View Your Profile
        </LinkButton>
        <LearnMoreButton />
      </div>
    </div>
  );
}

/** Until the account is known, neither the sign-up offer nor a member's stats flash up. */
function WelcomeLoading() {
  return (
    <div aria-busy="true">
      <h2 id="welcome-heading" className="sr-only">
        Welcome to GameHub
      </h2>
      <Skeleton className="h-3 w-32" />
      <Skeleton className="mt-3 h-9 w-3/4" />
      <Skeleton className="mt-5 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-6 h-11 w-48" />
    </div>
  );
}

/**
 * Home page welcome: visitors get the welcome text with Join the Family and Learn More;
 * signed-in members get their level, points and experience and a link to their profile.
 */
export function WelcomeSection() {
  const { user, isLoading } = useUser();
  return (
    <section aria-labelledby="welcome-heading">
      <Card className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[1.15fr_1fr] lg:items-center">
        {isLoading ? <WelcomeLoading /> : user ? <MemberWelcome user={user} /> : <GuestWelcome />}
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
